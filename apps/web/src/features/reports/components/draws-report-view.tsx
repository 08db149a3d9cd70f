import { Anchor } from '@mantine/core';
import type { DrawRow } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Currency } from '@/components/ui/currency';
import { useReport, type PeriodQuery } from '../api/report-queries';
import { DateTime } from './date-time';
import { ExtraWinnersTable } from './extra-winners-table';
import { ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';
import { UnclaimedPrizes } from './unclaimed-prizes';

export function DrawsReportView({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const report = useReport('draws', period);
  const timeZone = report.data?.Period.TimeZone;
  // The payout date; "Unclaimed" for a winner not paid yet; a dash when there is no prize.
  const prizePaid = (row: DrawRow) => {
    if (row.PrizePaidAt)
      return <DateTime value={row.PrizePaidAt} timeZone={timeZone} withTime={false} />;
    return row.Unclaimed ? t('reports.draws.unclaimed') : '—';
  };
  // Unclaimed prizes carried between draws are rare: their columns show only when there is one
  // (the table keeps every column in view at 1280 px otherwise). The CSV always has them.
  const anyCarry = (field: 'CarriedIn' | 'CarriedOut') =>
    (report.data?.Draws ?? []).some((row) => (row[field] ?? 0) > 0);
  const columns: Column<DrawRow>[] = [
    { header: t('reports.draws.instance'), cell: (row) => row.GameInstanceName },
    {
      header: t('reports.draws.drawnAt'),
      cell: (row) => <DateTime value={row.DrawnAt} timeZone={timeZone} />,
    },
    { header: t('reports.draws.winningNumber'), cell: (row) => row.WinningNumber ?? '—' },
    {
      header: t('reports.draws.winner'),
      cell: (row) => row.WinnerDisplayName ?? t(`reports.draws.outcome.${row.Outcome}`),
    },
    {
      header: t('reports.draws.sales'),
      cell: (row) => <Currency cents={row.Sales} />,
      numeric: true,
    },
    {
      header: t('reports.draws.pot'),
      cell: (row) => <Currency cents={row.PotTotal} />,
      numeric: true,
    },
    ...(anyCarry('CarriedIn')
      ? [
          {
            header: t('reports.draws.carriedIn'),
            cell: (row: DrawRow) => <Currency cents={row.CarriedIn ?? 0} />,
            numeric: true,
          },
        ]
      : []),
    {
      header: t('reports.draws.prize'),
      cell: (row) => <Currency cents={row.Prize} />,
      numeric: true,
    },
    ...(anyCarry('CarriedOut')
      ? [
          {
            header: t('reports.draws.carriedOut'),
            cell: (row: DrawRow) => <Currency cents={row.CarriedOut ?? 0} />,
            numeric: true,
          },
        ]
      : []),
    {
      header: t('reports.draws.rollover'),
      cell: (row) => <Currency cents={row.Rollover} />,
      numeric: true,
    },
    {
      header: t('reports.draws.charity'),
      cell: (row) => <Currency cents={row.CharityAmount} />,
      numeric: true,
    },
    {
      header: t('reports.draws.refundedAfterDraw'),
      cell: (row) => <Currency cents={row.RefundedAfterDraw ?? 0} />,
      numeric: true,
    },
    {
      header: t('reports.draws.prizePaid'),
      cell: prizePaid,
    },
    {
      header: t('reports.draws.verification'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={row.VerificationPath}
          aria-label={t('reports.draws.verifyNamed', { name: row.GameInstanceName })}
        >
          {t('reports.draws.verify')}
        </Anchor>
      ),
    },
  ];
  return (
    <ReportSection kind="draws" period={period} failed={report.isError}>
      <ReportTable
        caption={t('reports.draws.caption')}
        columns={columns}
        rows={report.data?.Draws ?? []}
        rowKey={(row) => row.GameInstanceId}
        empty={t('reports.empty')}
      />
      <ExtraWinnersTable rows={report.data?.ExtraWinners ?? []} timeZone={timeZone} />
      {report.data && (
        <UnclaimedPrizes
          prizes={report.data.UnclaimedPrizes}
          amount={report.data.UnclaimedAmount}
          timeZone={report.data.Period.TimeZone}
        />
      )}
    </ReportSection>
  );
}
