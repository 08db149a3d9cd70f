import type { PotGrowth } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { PotGrowthChart } from './pot-growth-chart';
import { ReportTable, type Column } from './report-table';

interface PotRow {
  key: string;
  label: string;
  /** Null on the starting row: the pot carried in, before any sale. */
  sales: number | null;
  pot: number;
}

/** The instance's pot day by day: a line chart, and the table that is its text alternative. */
export function PotGrowthView({ growth }: { growth: PotGrowth | null | undefined }) {
  const { t } = useTranslation();
  if (!growth || growth.Days.length === 0) return null;
  const rows: PotRow[] = [
    { key: 'start', label: t('reports.sales.startingPot'), sales: null, pot: growth.StartingPot },
    ...growth.Days.map((day) => ({
      key: day.Day,
      label: day.Day,
      sales: day.Sales,
      pot: day.PotTotal,
    })),
  ];
  const columns: Column<PotRow>[] = [
    { header: t('reports.sales.day'), cell: (row) => row.label },
    {
      header: t('reports.sales.daySales'),
      cell: (row) => (row.sales === null ? '—' : <Currency cents={row.sales} />),
      numeric: true,
    },
    {
      header: t('reports.sales.potAtEndOfDay'),
      cell: (row) => <Currency cents={row.pot} />,
      numeric: true,
    },
  ];
  return (
    <>
      <PotGrowthChart growth={growth} />
      <ReportTable
        caption={t('reports.sales.potGrowth')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        empty={t('reports.empty')}
      />
    </>
  );
}
