import type { SalesRow } from '@charity/domain/reports/report-api';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { formatMoney } from '@/lib/i18n/format';
import { useReport, type PeriodQuery } from '../api/report-queries';
import { PotGrowthView } from './pot-growth-view';
import { ReportSection } from './report-section';
import { SalesChart } from './sales-chart';
import { BundleSalesTable } from './bundle-sales-table';
import { ReportTable, type Column } from './report-table';

function useSalesColumns(keyHeader: string): Column<SalesRow>[] {
  const { t } = useTranslation();
  return [
    { header: keyHeader, cell: (row) => row.Key },
    { header: t('reports.sales.numbersPlayed'), cell: (row) => row.NumbersPlayed, numeric: true },
    { header: t('reports.sales.newNumbers'), cell: (row) => row.NewNumbersSold, numeric: true },
    {
      header: t('reports.sales.gross'),
      cell: (row) => <Currency cents={row.GrossSales} />,
      numeric: true,
    },
    {
      header: t('reports.sales.oneOff'),
      cell: (row) => <Currency cents={row.OneOffSales} />,
      numeric: true,
    },
    {
      header: t('reports.sales.subscription'),
      cell: (row) => <Currency cents={row.SubscriptionSales} />,
      numeric: true,
    },
    { header: t('reports.sales.refunds'), cell: (row) => row.Refunds, numeric: true },
    {
      header: t('reports.sales.refunded'),
      cell: (row) => <Currency cents={row.RefundedAmount} />,
      numeric: true,
    },
    { header: t('reports.sales.failed'), cell: (row) => row.FailedPayments, numeric: true },
  ];
}

export function SalesReportView({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const report = useReport('sales', period);
  const byInstance = useSalesColumns(t('reports.sales.instance'));
  const byDay = useSalesColumns(t('reports.sales.day'));
  return (
    <ReportSection kind="sales" period={period} failed={report.isError}>
      <ReportTable
        caption={t('reports.sales.byInstance')}
        columns={byInstance}
        rows={report.data?.ByInstance ?? []}
        rowKey={(row) => row.GameInstanceId ?? row.Key}
        empty={t('reports.empty')}
      />
      <BundleSalesTable rows={report.data?.Bundles ?? []} />
      <SalesChart days={report.data?.ByDay ?? []} />
      <ReportTable
        caption={t('reports.sales.byDay')}
        columns={byDay}
        rows={report.data?.ByDay ?? []}
        rowKey={(row) => row.Key}
        empty={t('reports.empty')}
      />
      {report.data?.HeldForFutureDraws && (
        <Text>
          {t('reports.sales.held', {
            count: report.data.HeldForFutureDraws.Draws,
            amount: formatMoney(report.data.HeldForFutureDraws.Amount),
          })}
        </Text>
      )}
      <PotGrowthView growth={report.data?.PotGrowth} />
    </ReportSection>
  );
}
