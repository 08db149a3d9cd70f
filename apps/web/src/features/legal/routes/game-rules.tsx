import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

export function GameRulesPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('menu.gameRules')} select={(record) => record.GameRules} />;
}
