import { Alert, Text } from '@mantine/core';
import type { ReportInstance } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { useFinancialReturn } from '../api/financial-return';
import type { PeriodQuery } from '../api/report-queries';
import { ExpenseLinesTable } from './expense-lines-table';
import { PrintedOn } from './printed-on';
import { ReturnDrawsTable } from './return-draws-table';
import { ReturnTotalsTable } from './return-totals-table';

interface FinancialReturnViewProps {
  period: PeriodQuery;
  instances: ReportInstance[];
}

/** The return of one period: what it covers, its totals, each draw, and the expenses entered. */
export function FinancialReturnView({ period, instances }: FinancialReturnViewProps) {
  const { t } = useTranslation();
  const report = useFinancialReturn(period);
  if (report.isError) {
    return (
      <Alert color="red" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (!report.data) return null;
  const covered = report.data.Period;
  const notDrawn = report.data.Draws.filter((row) => row.DrawnAt === null).length;
  const instance = instances.find((candidate) => candidate.Id === covered.GameInstanceId);
  return (
    <>
      <Text className="return-period">
        {covered.GameInstanceId
          ? t('reports.financialReturn.periodInstance', {
              name: instance?.Name ?? covered.GameInstanceId,
            })
          : t('reports.financialReturn.periodDates', { from: covered.From, to: covered.To })}{' '}
        {t('reports.financialReturn.timeZone', { zone: covered.TimeZone })}
      </Text>
      <Text className="return-licence">
        {report.data.LicenceNumber
          ? t('reports.financialReturn.licence', { number: report.data.LicenceNumber })
          : t('reports.financialReturn.licenceNotSet')}
      </Text>
      <PrintedOn timeZone={covered.TimeZone} />
      {notDrawn > 0 && (
        <Alert role="status" className="return-not-drawn">
          {t('reports.financialReturn.notDrawnNote', { count: notDrawn })}
        </Alert>
      )}
      <ReturnTotalsTable totals={report.data.Totals} />
      <Text size="sm" className="return-proceeds-rule">
        {t('reports.financialReturn.proceedsRule')}
      </Text>
      <ReturnDrawsTable rows={report.data.Draws} timeZone={covered.TimeZone} />
      <ExpenseLinesTable lines={report.data.ExpenseLines} />
    </>
  );
}
