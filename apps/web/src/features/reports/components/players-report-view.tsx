import type { PlayersReport } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { useReport, type PeriodQuery } from '../api/report-queries';
import { ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';

export function PlayersReportView({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const report = useReport('players', period);
  const figures: { label: string; value: (report: PlayersReport) => number }[] = [
    { label: t('reports.players.newRegistrations'), value: (r) => r.NewRegistrations },
    { label: t('reports.players.active'), value: (r) => r.ActivePlayers },
    { label: t('reports.players.subscribedGroups'), value: (r) => r.SubscribedGroups },
    { label: t('reports.players.failures'), value: (r) => r.PaymentFailures },
    { label: t('reports.players.recovered'), value: (r) => r.RecoveredFailures },
  ];
  const data = report.data;
  const columns: Column<(typeof figures)[number]>[] = [
    { header: t('reports.players.figure'), cell: (row) => row.label },
    {
      header: t('reports.players.value'),
      cell: (row) => (data ? row.value(data) : ''),
      numeric: true,
    },
  ];
  return (
    <ReportSection kind="players" period={period} failed={report.isError}>
      <ReportTable
        caption={t('reports.players.caption')}
        columns={columns}
        rows={data ? figures : []}
        rowKey={(row) => row.label}
        empty={t('reports.empty')}
      />
    </ReportSection>
  );
}
