import { Text } from '@mantine/core';
import type { CharityRow } from '@charity/domain/reports/report-api';
import { formatMoney } from '@/lib/i18n/format';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { useReport, type PeriodQuery } from '../api/report-queries';
import { ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';

export function CharitiesReportView({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const report = useReport('charities', period);
  const columns: Column<CharityRow>[] = [
    {
      header: t('reports.charities.charity'),
      cell: (row) => row.CharityName ?? t('reports.charities.noPledge'),
    },
    { header: t('reports.charities.players'), cell: (row) => row.Players, numeric: true },
    {
      header: t('reports.charities.sales'),
      cell: (row) => <Currency cents={row.Sales} />,
      numeric: true,
    },
  ];
  return (
    <ReportSection kind="charities" period={period} failed={report.isError}>
      <ReportTable
        caption={t('reports.charities.caption')}
        columns={columns}
        rows={report.data?.Charities ?? []}
        rowKey={(row) => row.CharityId ?? 'none'}
        empty={t('reports.empty')}
      />
      {report.data && (
        <Text>
          {t('reports.charities.share', { amount: formatMoney(report.data.CharityAmount) })}
        </Text>
      )}
    </ReportSection>
  );
}
