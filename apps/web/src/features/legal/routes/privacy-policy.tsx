import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument title={t('menu.privacyPolicy')} select={(record) => record.PrivacyPolicy} />
  );
}
