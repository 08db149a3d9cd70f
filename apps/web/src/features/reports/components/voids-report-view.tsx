import type { VoidRow } from '@charity/domain/refunds/refund-api';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { formatMoney } from '@/lib/i18n/format';
import { useReport, type PeriodQuery } from '../api/report-queries';
import { DateTime } from './date-time';
import { ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';

/** Voids and refunds by staff in the period, with their reasons (AGCO: voids auditable). */
export function VoidsReportView({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const report = useReport('voids', period);
  const columns: Column<VoidRow>[] = [
    {
      header: t('reports.voids.at'),
      cell: (row) => <DateTime value={row.At} timeZone={report.data?.Period.TimeZone} />,
    },
    { header: t('reports.voids.kind'), cell: (row) => t(`reports.voids.kinds.${row.Kind}`) },
    { header: t('reports.voids.draw'), cell: (row) => row.GameInstanceName },
    { header: t('reports.voids.numbers'), cell: (row) => row.TicketNumbers.join(', ') },
    {
      header: t('reports.voids.amount'),
      cell: (row) => <Currency cents={row.Amount} />,
      numeric: true,
    },
    { header: t('reports.voids.reason'), cell: (row) => row.Reason },
    { header: t('reports.voids.by'), cell: (row) => row.By },
    {
      header: t('reports.voids.afterDraw'),
      cell: (row) => t(row.AfterDraw ? 'reports.voids.yes' : 'reports.voids.no'),
    },
  ];
  return (
    <ReportSection kind="voids" period={period} failed={report.isError}>
      <ReportTable
        caption={t('reports.voids.caption')}
        columns={columns}
        rows={report.data?.Voids ?? []}
        rowKey={(row) => row.RefundId}
        empty={t('reports.empty')}
      />
      {report.data && report.data.Voids.length > 0 && (
        <Text size="sm">
          {t('reports.voids.total', {
            count: report.data.VoidedNumbers,
            amount: formatMoney(report.data.TotalAmount),
          })}
        </Text>
      )}
    </ReportSection>
  );
}
