import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/i18n/i18n';

/** Said when the organization has not published its terms in the reader's language. */
export function OtherLanguageNote({ shown, wanted }: { shown: Language; wanted: Language }) {
  const { t } = useTranslation();
  if (shown === wanted) return null;
  return (
    <Alert color="blue" role="note" title={t('pages.legalLanguage.title')}>
      {t('pages.legalLanguage.note')}
    </Alert>
  );
}
