import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultReportInstance } from '@charity/domain/reports/default-report-instance';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useConfig } from '@/lib/config';
import { downloadFinancialReturnCsv, useFinancialReturn } from '../api/financial-return';
import { useReportInstances, type PeriodQuery } from '../api/report-queries';
import { ExpenseForm } from '../components/expense-form';
import { FinancialReturnView } from '../components/financial-return-view';
import { PeriodPicker } from '../components/period-picker';
import '../reports.css';

/**
 * /admin/financial-return: the licence's return for a draw or a licence period, printable and
 * as CSV; staff who may record expenses enter them below it (issue 27, decision 0024).
 */
export function AdminFinancialReturnPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const mayRecord = useStaffMay()('POST /api/reports/expenses/for-organization/:organizationId');
  const instances = useReportInstances();
  const [chosen, setChosen] = useState<PeriodQuery | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const list = instances.data?.Instances ?? [];
  const fallback = defaultReportInstance(list, new Date());
  const period = chosen ?? (fallback ? { gameInstanceId: fallback.Id } : null);
  const shown = useFinancialReturn(period);

  function download() {
    if (!period) return;
    setDownloadFailed(false);
    downloadFinancialReturnCsv(organizationId, period).catch(() => setDownloadFailed(true));
  }

  return (
    <Page title={t('reports.financialReturn.title')}>
      <div className="reports-page financial-return">
        <Text className="return-organization">{config?.Organization.OrganizationName}</Text>
        <Text className="report-no-print">{t('reports.financialReturn.intro')}</Text>
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
              <Button variant="light" onClick={download}>
                {t('reports.download')}
              </Button>
              <Button variant="subtle" onClick={() => window.print()}>
                {t('reports.print')}
              </Button>
            </Group>
            {downloadFailed && (
              <Alert color="red" role="alert">
                {t('common.loadFailed')}
              </Alert>
            )}
            <FinancialReturnView period={period} instances={list} />
          </>
        )}
        {mayRecord && list.length > 0 && (
          <ExpenseForm
            instances={list}
            defaultInstanceId={
              period && 'gameInstanceId' in period ? period.gameInstanceId : undefined
            }
            timeZone={shown.data?.Period.TimeZone}
          />
        )}
      </div>
    </Page>
  );
}
