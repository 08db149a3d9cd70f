import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { useReport, useReportInstances, type PeriodQuery } from '../api/report-queries';
import { CharitiesReportView } from '../components/charities-report-view';
import { DrawsReportView } from '../components/draws-report-view';
import { PeriodPicker } from '../components/period-picker';
import { PlayersReportView } from '../components/players-report-view';
import { ReconciliationBanner } from '../components/reconciliation-banner';
import { ReconciliationReportView } from '../components/reconciliation-report-view';
import { SalesReportView } from '../components/sales-report-view';
import '../reports.css';

/** /admin/reports: a period, the reconciliation verdict first, then every report. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const instances = useReportInstances();
  const [chosen, setChosen] = useState<PeriodQuery | null>(null);
  const list = instances.data?.Instances ?? [];
  // Until the administrator picks, the open instance (or the newest one) is shown.
  const fallback = list.find((instance) => instance.Status === 'Open') ?? list[0];
  const period = chosen ?? (fallback ? { gameInstanceId: fallback.Id } : null);
  const reconciliation = useReport('reconciliation', period);

  return (
    <Page title={t('reports.title')}>
      <div className="reports-page">
        {instances.isError && (
          <Alert color="red" role="alert">
            {t('common.loadFailed')}
          </Alert>
        )}
        <PeriodPicker instances={list} value={period} onChange={setChosen} />
        {instances.isSuccess && !period && <Alert role="status">{t('reports.noInstances')}</Alert>}
        {period && (
          <>
            <Group justify="flex-end" className="report-no-print">
              <Button variant="subtle" onClick={() => window.print()}>
                {t('reports.print')}
              </Button>
            </Group>
            {reconciliation.data && <ReconciliationBanner report={reconciliation.data} />}
            <SalesReportView period={period} />
            <DrawsReportView period={period} />
            <CharitiesReportView period={period} />
            <PlayersReportView period={period} />
            <ReconciliationReportView
              period={period}
              report={reconciliation.data}
              failed={reconciliation.isError}
            />
          </>
        )}
      </div>
    </Page>
  );
}
