import { useTranslation } from 'react-i18next';
import { termsOfServiceText } from '@charity/domain/api/terms';
import { LegalDocument } from '../components/legal-document';

/** The organization's `{ProductName}Tos` text. */
export function TermsOfServicePage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('menu.websiteTermsOfUse')} select={termsOfServiceText} />;
}
