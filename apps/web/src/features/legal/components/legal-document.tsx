import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsRecord } from '@charity/domain/api/terms';
import { latestTermsQueryOptions } from '@/api/terms';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';

interface LegalDocumentProps {
  title: string;
  /** Picks the markdown of this document out of the organization's terms record. */
  select: (record: TermsRecord, productName: string) => string;
}

/** Spec §3: terms, rules and privacy from `organization/tos/latest`, markdown → safe HTML. */
export function LegalDocument({ title, select }: LegalDocumentProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const { isPending, data } = useScreenData({
    ...latestTermsQueryOptions(organizationId),
    enabled: !!organizationId,
  });
  return (
    <Page title={title}>
      {data.IsSuccess && config && (
        <MarkdownContent markdown={select(data.Result, config.Organization.ProductName)} />
      )}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
