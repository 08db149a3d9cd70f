import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { formatMoney } from '@/lib/i18n/format';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { receiptQueryOptions } from '@/features/numbers/api/receipt';
import { ReceiptView } from '@/features/numbers/components/receipt-view';
import { refundRows } from '@/features/numbers/components/refund-rows';
import { useResendReceipt } from '../api/payment-history';
import { failedOutcome, failureReason } from './failure-reason';

const statusColor = {
  Processing: 'blue',
  RequiresAction: 'orange',
  Succeeded: 'green',
  Failed: 'red',
  Cancelled: 'gray',
  NotCompleted: 'orange',
  Refunded: 'gray',
  PartlyRefunded: 'yellow',
} as const;

// The heading says what happened: paid, still waiting, or not paid (the badge says why).
const headingContext = {
  Processing: 'pending',
  RequiresAction: 'pending',
  Succeeded: undefined,
  Refunded: undefined,
  PartlyRefunded: undefined,
  Failed: 'unpaid',
  Cancelled: 'unpaid',
  NotCompleted: 'unpaid',
} as const;

const whenContext = {
  Processing: 'pending',
  RequiresAction: 'pending',
  Succeeded: 'paid',
  Failed: 'failed',
  Refunded: 'paid',
} as const;

/** One payment of the history: what was paid, for which draw, and its receipt. */
export function HistoryItemCard({ item, playerId }: { item: HistoryItem; playerId: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const receipt = useQuery({ ...receiptQueryOptions(playerId, item.PaymentId), enabled: open });
  const resend = useResendReceipt(playerId);
  const when = (iso: string) => formatGameTime(iso, i18n.language, { timeZone: item.TimeZone });
  const reason = item.Status === 'Failed' ? failureReason(t, item) : null;
  // A prepayment: every draw it pays for, not only the first one.
  const paidDrawFacts = (): Fact[] => {
    const draws = item.PaidDraws ?? [];
    if (draws.length < 2) return [];
    const day = (iso: string) =>
      formatGameTime(iso, i18n.language, { timeZone: item.TimeZone, withTime: false });
    return [
      { label: t('history.paidDraws', { count: draws.length }), value: draws.map(day).join('; ') },
    ];
  };
  // One time per payment, named by what happened: paid (the receipt's time), failed, pending.
  const facts: Fact[] = [
    {
      label: t('history.when', { context: whenContext[item.Status] }),
      value: when(item.PaidOn ?? item.CreatedOn),
    },
    {
      label: t('history.draw'),
      value: item.DrawOn
        ? `${item.GameInstanceName} · ${when(item.DrawOn)}`
        : item.GameInstanceName,
    },
    ...paidDrawFacts(),
    ...(item.TicketNumbers.length > 0
      ? [
          {
            label: t('history.numbers', { count: item.TicketNumbers.length }),
            value: item.TicketNumbers.join(', '),
          },
        ]
      : []),
    // A payment that did not go through: the numbers it was for, and why, in words.
    ...(item.Status === 'Failed' && item.TicketNumbers.length === 0 && item.AskedNumbers?.length
      ? [
          {
            label: t('history.askedNumbers', { count: item.AskedNumbers.length }),
            value: item.AskedNumbers.join(', '),
          },
        ]
      : []),
    ...(reason ? [{ label: t('history.why'), value: reason }] : []),
    ...(item.RefundedOn ? [{ label: t('history.refundedOn'), value: when(item.RefundedOn) }] : []),
    ...refundRows(item.Refunds ?? [], when, t, i18n.language).map(([label, value]) => ({
      label,
      value,
    })),
    ...(item.ReceiptNumber
      ? [{ label: t('history.receiptNumber'), value: item.ReceiptNumber }]
      : []),
  ];
  const number = item.ReceiptNumber ?? '';
  // Paid, with some of it given back since: say so beside the amount.
  const status =
    item.Status === 'Succeeded' && (item.RefundedAmount ?? 0) > 0
      ? 'PartlyRefunded'
      : item.Status === 'Failed'
        ? failedOutcome(item.FailureCode)
        : item.Status;
  return (
    <Paper component="li" withBorder radius="md" p="md" bg="var(--brand-surface)">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {t(`history.kind.${item.Kind}`, {
              // A payment that did not go through holds no numbers: count the ones it was for.
              count: item.TicketNumbers.length || (item.AskedNumbers?.length ?? 0),
              context: headingContext[status],
            })}{' '}
            · {formatMoney(item.Amount)}
          </Text>
          <Badge color={statusColor[status]} variant="light" size="lg" radius="sm">
            {t(`history.status.${status}`)}
          </Badge>
        </Group>
        <FactList facts={facts} />
        {item.ReceiptNumber && (
          <Group gap="sm" wrap="wrap" className="account-no-print">
            <Button
              variant="light"
              onClick={() => setOpen((shown) => !shown)}
              aria-expanded={open}
              {...wrappingLabel}
            >
              {t(open ? 'history.hideReceipt' : 'history.showReceipt', { number })}
            </Button>
            <Button
              variant="default"
              loading={resend.isPending}
              onClick={() => resend.mutate(item.PaymentId)}
              {...wrappingLabel}
            >
              {t('history.resend', { number })}
            </Button>
          </Group>
        )}
        {resend.isSuccess && (
          <SuccessNotice title={t('history.resent', { number, email: resend.data.SentTo })} />
        )}
        <FormError
          message={
            resend.isError ? t('history.resendFailed', { reason: resend.error.message }) : null
          }
        />
        {open && receipt.data && <ReceiptView receipt={receipt.data} />}
      </Stack>
    </Paper>
  );
}
