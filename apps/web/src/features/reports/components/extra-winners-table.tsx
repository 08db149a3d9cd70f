import { Anchor } from '@mantine/core';
import type { ExtraWinnerRow } from '@charity/domain/reports/extra-winner-rows';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Currency } from '@/components/ui/currency';
import { DateTime } from './date-time';
import { ReportTable, type Column } from './report-table';

/** The period's extra draws and redraws, named by prize or reason (issue 16). */
export function ExtraWinnersTable({
  rows,
  timeZone,
}: {
  rows: ExtraWinnerRow[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const prizeName = (row: ExtraWinnerRow) =>
    row.Kind === 'Extra'
      ? (row.PrizeName ?? '')
      : t('reports.extra.redraw', {
          reason: t(`drawResults.reasons.${row.RedrawReason ?? ''}`, {
            defaultValue: row.RedrawReason ?? '',
          }),
        });
  const columns: Column<ExtraWinnerRow>[] = [
    { header: t('reports.draws.instance'), cell: (row) => row.GameInstanceName },
    { header: t('reports.extra.prizeName'), cell: prizeName },
    {
      header: t('reports.draws.drawnAt'),
      cell: (row) => <DateTime value={row.DrawnAt} timeZone={timeZone} />,
    },
    { header: t('reports.draws.winningNumber'), cell: (row) => row.WinningNumber ?? '—' },
    { header: t('reports.draws.winner'), cell: (row) => row.WinnerDisplayName ?? '—' },
    {
      header: t('reports.draws.prize'),
      cell: (row) => <Currency cents={row.Prize} />,
      numeric: true,
    },
    {
      header: t('reports.draws.verification'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={row.VerificationPath}
          aria-label={t('reports.draws.verifyNamed', {
            name: `${row.GameInstanceName} ${prizeName(row)}`,
          })}
        >
          {t('reports.draws.verify')}
        </Anchor>
      ),
    },
  ];
  return (
    <ReportTable
      caption={t('reports.extra.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.DrawId}
      empty=""
    />
  );
}
