import { Anchor, Text } from '@mantine/core';
import { paths } from '@charity/domain/paths';
import { formatMoney } from '@/lib/i18n/format';
import type { DrawRow } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Currency } from '@/components/ui/currency';
import { useStaffMay } from '@/api/staff-may';
import { DateTime } from './date-time';
import { ReportTable, type Column } from './report-table';

interface UnclaimedPrizesProps {
  prizes: DrawRow[];
  amount: number;
  timeZone: string;
}

/**
 * Every prize won but not recorded as paid (whatever the period). A prize is paid through its
 * claim's steps (contact, identity check, payment) on the draw page: each row links there.
 */
export function UnclaimedPrizes({ prizes, amount, timeZone }: UnclaimedPrizesProps) {
  const { t } = useTranslation();
  // An auditor reads the list; the link is for the roles that record the claim's steps.
  const mayRecord = useStaffMay()('POST /api/draw/prize-claim/contact');
  const action: Column<DrawRow>[] = mayRecord
    ? [
        {
          header: t('reports.unclaimed.action'),
          noPrint: true,
          cell: (row) => (
            <Anchor
              component={Link}
              to={paths.admin.draw}
              aria-label={t('reports.unclaimed.recordNamed', { name: row.GameInstanceName })}
            >
              {t('reports.unclaimed.record')}
            </Anchor>
          ),
        },
      ]
    : [];
  const columns: Column<DrawRow>[] = [
    { header: t('reports.draws.instance'), cell: (row) => row.GameInstanceName },
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
    ...action,
  ];
  return (
    <>
      <ReportTable
        caption={t('reports.unclaimed.caption')}
        columns={columns}
        rows={prizes}
        rowKey={(row) => row.GameInstanceId}
        empty={t('reports.unclaimed.none')}
      />
      <Text>{t('reports.unclaimed.total', { amount: formatMoney(amount) })}</Text>
    </>
  );
}
