import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultReportInstance } from '@charity/domain/reports/default-report-instance';
import { Page } from '@/components/ui/page';
import { useReport, useReportInstances, type PeriodQuery } from '../api/report-queries';
import { CharitiesReportView } from '../components/charities-report-view';
import { DrawsReportView } from '../components/draws-report-view';
import { MailDeliveryAlert } from '../components/mail-delivery-alert';
import { PeriodPicker } from '../components/period-picker';
import { PlayersReportView } from '../components/players-report-view';
import { ReconciliationBanner } from '../components/reconciliation-banner';
import { ReconciliationReportView } from '../components/reconciliation-report-view';
import { SalesReportView } from '../components/sales-report-view';
import { VoidsReportView } from '../components/voids-report-view';
import '../reports.css';

/** /admin/reports: a period, the reconciliation verdict first, then every report. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const instances = useReportInstances();
  const [chosen, setChosen] = useState<PeriodQuery | null>(null);
  const list = instances.data?.Instances ?? [];
  // Until staff pick one: the instance drawn in the last day, else the open one, else the newest.
  const fallback = defaultReportInstance(list, new Date());
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
        <MailDeliveryAlert />
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
            <VoidsReportView period={period} />
          </>
        )}
      </div>
    </Page>
  );
}
