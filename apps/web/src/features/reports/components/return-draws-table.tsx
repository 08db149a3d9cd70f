import type { ReturnRow } from '@charity/domain/reports/financial-return';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { DateTime } from './date-time';
import { ReportTable, type Column } from './report-table';
import { RETURN_FIGURES } from './return-figures';

interface ReturnDrawsTableProps {
  rows: ReturnRow[];
  timeZone?: string;
}

/** The return per draw: each game instance of the period with its figures. */
export function ReturnDrawsTable({ rows, timeZone }: ReturnDrawsTableProps) {
  const { t } = useTranslation();
  const columns: Column<ReturnRow>[] = [
    { header: t('reports.financialReturn.draw'), cell: (row) => row.GameInstanceName },
    {
      header: t('reports.financialReturn.drawnAt'),
      cell: (row) =>
        row.DrawnAt ? (
          <DateTime value={row.DrawnAt} timeZone={timeZone} />
        ) : (
          t('reports.financialReturn.notDrawn')
        ),
    },
    ...RETURN_FIGURES.map(({ key, money }) => ({
      header: t(`reports.financialReturn.figures.${key}`),
      cell: (row: ReturnRow) => (money ? <Currency cents={row[key]} /> : row[key]),
      numeric: true,
    })),
  ];
  return (
    <ReportTable
      caption={t('reports.financialReturn.drawsCaption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.GameInstanceId}
      empty={t('reports.empty')}
    />
  );
}
