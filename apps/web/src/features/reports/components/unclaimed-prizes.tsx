import { Alert, Button, Text } from '@mantine/core';
import { formatMoney } from '@/lib/i18n/format';
import type { DrawRow } from '@charity/domain/reports/report-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { useStaffMay } from '@/api/staff-may';
import { isApiError } from '@/lib/api-error';
import { useConfig } from '@/lib/config';
import { dialogs } from '@/lib/dialog-service';
import { useRecordPrizePaid } from '../api/record-prize-paid';
import { DateTime } from './date-time';
import { ReportTable, type Column } from './report-table';

interface UnclaimedPrizesProps {
  prizes: DrawRow[];
  amount: number;
  timeZone: string;
}

/** Every prize won but not recorded as paid (whatever the period), each with its action. */
export function UnclaimedPrizes({ prizes, amount, timeZone }: UnclaimedPrizesProps) {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const record = useRecordPrizePaid();
  // An auditor reads the list; recording a payment is for the roles the server lets do it.
  const mayRecord = useStaffMay()('POST /api/draw/prize-paid');
  // The row leaves the list once recorded: its name is kept for the success message.
  const [recordedName, setRecordedName] = useState('');

  async function confirmAndRecord(row: DrawRow) {
    record.reset();
    const confirmed = await dialogs.confirm({
      title: t('reports.unclaimed.confirmTitle'),
      message: t('reports.unclaimed.confirmMessage', {
        name: row.GameInstanceName,
        amount: formatMoney(row.Prize),
        winner: row.WinnerDisplayName ?? t('reports.unclaimed.theWinner'),
      }),
    });
    if (!confirmed) return;
    setRecordedName(row.GameInstanceName);
    record.mutate({ OrganizationId: organizationId, GameInstanceId: row.GameInstanceId });
  }

  const action: Column<DrawRow>[] = mayRecord
    ? [
        {
          header: t('reports.unclaimed.action'),
          noPrint: true,
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              onClick={() => void confirmAndRecord(row)}
              loading={record.isPending && record.variables.GameInstanceId === row.GameInstanceId}
              disabled={record.isPending}
              aria-label={t('reports.unclaimed.recordNamed', { name: row.GameInstanceName })}
            >
              {t('reports.unclaimed.record')}
            </Button>
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
  const conflict = isApiError(record.error) && record.error.status === 409;
  return (
    <>
      {record.isSuccess && (
        <Alert color="green" role="status" className="report-no-print">
          {t('reports.unclaimed.recorded', { name: recordedName })}
        </Alert>
      )}
      {record.isError && (
        <Alert color={conflict ? 'yellow' : 'red'} role="alert" className="report-no-print">
          {conflict ? t('reports.unclaimed.conflict') : t('reports.unclaimed.failed')}
        </Alert>
      )}
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
