import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsRecord } from '@charity/domain/api/terms';
import { latestTermsQueryOptions } from '@/api/terms';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { currentLanguage } from '@/lib/i18n/i18n';
import { splitDocumentTitle } from '@/lib/markdown';
import { useScreenData } from '@/lib/screen-data';
import { OtherLanguageNote } from '@/components/ui/other-language-note';

interface LegalDocumentProps {
  /** The heading when the document has no title of its own. */
  title: string;
  /** Picks the markdown of this document out of the organization's terms record. */
  select: (record: TermsRecord, productName: string) => string;
}

/**
 * Spec §3: terms, rules and privacy from `organization/tos/latest`, markdown → safe HTML, in
 * the reader's language when the organization has it. The document's own title is the page's
 * heading and the browser tab's title, once.
 */
export function LegalDocument({ title, select }: LegalDocumentProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const language = currentLanguage();
  const { isPending, data } = useScreenData({
    ...latestTermsQueryOptions(organizationId, language),
    enabled: !!organizationId,
  });
  const document =
    data.IsSuccess && config
      ? splitDocumentTitle(select(data.Result, config.Organization.ProductName))
      : null;
  return (
    <Page title={document?.title ?? title}>
      {data.IsSuccess && <OtherLanguageNote shown={data.Result.Language} wanted={language} />}
      {document && data.IsSuccess && (
        <MarkdownContent
          markdown={document.body}
          lang={data.Result.Language}
          titled={document.title !== null}
        />
      )}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
