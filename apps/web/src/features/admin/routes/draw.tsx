import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { isApiError } from '@/lib/api-error';
import { useConfig } from '@/lib/config';
import { dialogs } from '@/lib/dialog-service';
import { useManualDrawView, useRunManualDraw } from '../api/manual-draw';
import { DrawResultCard } from '../components/draw-result-card';
import { ManualDrawSummary } from '../components/manual-draw-summary';

/** /admin/draw: the current instance, then the manual draw behind a confirmation. */
export function AdminDrawPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const view = useManualDrawView();
  const run = useRunManualDraw();
  const instance = view.data?.GameInstance;

  async function confirmAndRun() {
    if (!instance) return;
    const confirmed = await dialogs.confirm({
      title: t('adminDraw.confirm.title'),
      message: t('adminDraw.confirm.message', { name: instance.Name }),
    });
    if (!confirmed) return;
    run.mutate({ OrganizationId: organizationId, GameInstanceId: instance.Id });
  }

  const alreadyDrawn = isApiError(run.error) && run.error.status === 409;
  return (
    <Page title={t('adminDraw.title')}>
      {view.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {run.data && <DrawResultCard result={run.data} />}
      {run.isError && (
        <Alert color={alreadyDrawn ? 'yellow' : 'red'} role="alert">
          {alreadyDrawn ? t('adminDraw.alreadyDrawn') : t('adminDraw.failed')}
        </Alert>
      )}
      {view.data && (
        <Stack gap="md">
          <ManualDrawSummary view={view.data} />
          {!view.data.CanRun && !run.data && (
            <Alert role="status">{t('adminDraw.cannotRun')}</Alert>
          )}
          <Button
            onClick={() => void confirmAndRun()}
            loading={run.isPending}
            disabled={!view.data.CanRun}
            fullWidth
          >
            {t('adminDraw.run')}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
