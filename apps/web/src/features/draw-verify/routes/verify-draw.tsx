import { Alert, Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { Page } from '@/components/ui/page';
import { fetchEntriesText, publishedDrawQueryOptions } from '../api/published-draw';
import { PublishedRecord } from '../components/published-record';
import { VerificationOutcome } from '../components/verification-outcome';
import { summarize, verifyPublished } from '../lib/verify-published';

async function recompute(record: PublishedDrawRecord) {
  if (!record.entriesUrl) throw new Error('No entries list is published for this draw yet.');
  return summarize(verifyPublished(record, await fetchEntriesText(record.entriesUrl)));
}

/** /draws/:gameInstanceId/verify: the published draw, recomputed in the visitor's browser. */
export function VerifyDrawPage() {
  const { t } = useTranslation();
  const gameInstanceId = useParams().gameInstanceId ?? '';
  const record = useQuery({
    ...publishedDrawQueryOptions(gameInstanceId),
    enabled: !!gameInstanceId,
  });
  const check = useMutation({ mutationFn: recompute });
  return (
    <Page title={t('drawVerify.title')}>
      <Text>{t('drawVerify.intro')}</Text>
      {record.isError && (
        <Alert color="red" role="alert">
          {t('drawVerify.loadFailed')}
        </Alert>
      )}
      {record.data && <PublishedRecord record={record.data} />}
      {record.data && !record.data.drawn && <Alert role="status">{t('drawVerify.notDrawn')}</Alert>}
      {record.data?.drawn && (
        <Button
          onClick={() => record.data && check.mutate(record.data)}
          loading={check.isPending}
          fullWidth
        >
          {t('drawVerify.recompute')}
        </Button>
      )}
      {check.data && <VerificationOutcome summary={check.data} />}
      {check.isError && (
        <Alert color="red" role="alert">
          {t('drawVerify.entriesFailed')}
        </Alert>
      )}
    </Page>
  );
}
