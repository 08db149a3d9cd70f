import { Alert, Button, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsCurrency } from '@charity/domain/setup/terms-currency';

const DOCUMENTS = [
  ['GameRules', 'gameRules'],
  ['TermsOfService', 'termsOfService'],
  ['PrivacyPolicy', 'privacyPolicy'],
] as const;
export type TermsDocumentName = (typeof DOCUMENTS)[number][0];

interface TermsCurrencyNoticeProps {
  currency: TermsCurrency;
  /** Opens the French text of this document in the editor; absent for a role that reads only. */
  onEditFrench?: (document: TermsDocumentName) => void;
}

/**
 * Per document, which languages are current (issue 27): the version and date each language
 * reads from, and a warning when the English changed after the French (French players still
 * read the older text). Publishing is never blocked.
 */
export function TermsCurrencyNotice({ currency, onEditFrench }: TermsCurrencyNoticeProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const since = (at: { version: number; publishedAt: string }) => ({
    version: at.version,
    date: date.format(new Date(at.publishedAt)),
  });
  const stale = DOCUMENTS.filter(([, field]) => currency[field].frenchOlder);
  return (
    <Alert
      color={stale.length > 0 ? 'yellow' : 'gray'}
      variant="light"
      mb="md"
      title={t(stale.length > 0 ? 'staffTermsCurrency.staleTitle' : 'staffTermsCurrency.title')}
      role={stale.length > 0 ? 'alert' : undefined}
    >
      <List spacing={4} size="sm">
        {DOCUMENTS.map(([name, field]) => {
          const { english, french, frenchOlder } = currency[field];
          const document = t(`staffTerms.documents.${name}`);
          return (
            <List.Item key={name}>
              <Text size="sm" span fw={600}>
                {document}
              </Text>
              {' — '}
              {t('staffTermsCurrency.english', since(english))}
              {' · '}
              {french
                ? t(frenchOlder ? 'staffTermsCurrency.frenchOlder' : 'staffTermsCurrency.french', {
                    ...since(french),
                    englishVersion: english.version,
                  })
                : t('staffTermsCurrency.noFrench')}
              {frenchOlder && onEditFrench && (
                <Button
                  size="compact-xs"
                  variant="default"
                  ml="xs"
                  onClick={() => onEditFrench(name)}
                  aria-label={t('staffTermsCurrency.editFrenchNamed', { document })}
                >
                  {t('staffTermsCurrency.editFrench')}
                </Button>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
