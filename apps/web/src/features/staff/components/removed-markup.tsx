import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsPreview } from '@charity/domain/api/terms-preview';

/** `French.GameRules` as its document and language. */
function partsOf(path: string) {
  const [language, document] = path.startsWith('French.')
    ? ['fr', path.slice('French.'.length)]
    : ['en', path];
  return { language, document };
}

/**
 * What the server's sanitizer would remove from the texts before publishing (issue 26): the
 * publish call refuses such a text, so staff see here what to take out and where.
 */
export function RemovedMarkup({ texts }: { texts: TermsPreview['Texts'] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('staffTerms.removedTitle')} mb="sm">
      <Text size="sm">{t('staffTerms.removedIntro')}</Text>
      <List size="sm" mt={4}>
        {texts.map((text) => {
          const { language, document } = partsOf(text.Path);
          return (
            <List.Item key={text.Path}>
              {t('staffTerms.removedIn', {
                document: t(`staffTerms.documents.${document}`),
                language: t(`staffTerms.languages.${language}`),
                items: text.Removed.join(', '),
              })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
