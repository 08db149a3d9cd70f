import type { BundleSalesRow } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { formatMoney } from '@/lib/i18n/format';
import { ReportTable, type Column } from './report-table';

/** Sales per bundle ("3 for $10.00"): shown only when the period sold bundles. */
export function BundleSalesTable({ rows }: { rows: BundleSalesRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const columns: Column<BundleSalesRow>[] = [
    { header: t('reports.sales.instance'), cell: (row) => row.GameInstanceName },
    {
      header: t('reports.sales.bundle'),
      cell: (row) =>
        t('reports.sales.bundleName', { numbers: row.Numbers, price: formatMoney(row.Price) }),
    },
    { header: t('reports.sales.orders'), cell: (row) => row.Orders, numeric: true },
    {
      header: t('reports.sales.amount'),
      cell: (row) => <Currency cents={row.Amount} />,
      numeric: true,
    },
  ];
  return (
    <ReportTable
      caption={t('reports.sales.byBundle')}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.GameInstanceId}-${row.Numbers}-${row.Price}`}
      empty={t('reports.empty')}
    />
  );
}
