import '@/styles/mantine-forms.css';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { ChargeRefund } from '@charity/domain/refunds/refund-life-cycle';
import {
  leftToRefund,
  numbersInDraw,
  supportStatus,
  voidedNumbers,
} from '@charity/domain/refunds/support-payment';
import { formatMoney } from '@/lib/i18n/format';

/** What a payment's cells are drawn from (payment-columns.ts lists them). */
export interface PaymentCellProps {
  item: HistoryItem;
  /** This payment's refunds in the refund life cycle, with their state. */
  refunds: ChargeRefund[];
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
  /** Null when the role may neither void nor refund: no column then. */
  giveBack: null | { open: boolean; onToggle: () => void; formId: string };
}

function useGameTime(item: HistoryItem) {
  const { i18n } = useTranslation();
  return (iso: string, withTime = true) =>
    formatGameTime(iso, i18n.language, { timeZone: item.TimeZone, withTime });
}

export function PaidOnCell({ item }: PaymentCellProps) {
  const when = useGameTime(item);
  return when(item.PaidOn ?? item.CreatedOn);
}

export function DrawCell({ item }: PaymentCellProps) {
  const { t } = useTranslation();
  const when = useGameTime(item);
  return (
    <>
      <Text span size="sm">
        {item.GameInstanceName}
      </Text>
      {item.PaidDraws && (
        <Text size="sm">
          {t('staffSupport.paidDraws', { count: item.PaidDraws.length })}{' '}
          {item.PaidDraws.map((at) => when(at, false)).join(', ')}
        </Text>
      )}
    </>
  );
}

export function NumbersCell({ item }: PaymentCellProps) {
  const { t } = useTranslation();
  const voided = voidedNumbers(item);
  const inDraw = numbersInDraw(item);
  return (
    <>
      {inDraw.length > 0 && (
        <Text span size="sm">
          {inDraw.join(', ')}
        </Text>
      )}
      {voided.length > 0 && (
        <Text size="sm">
          {t('staffSupport.voidedNumbers', { count: voided.length, numbers: voided.join(', ') })}
        </Text>
      )}
    </>
  );
}

export function MoneyCell({ item }: PaymentCellProps) {
  const { t } = useTranslation();
  const refunded = item.RefundedAmount ?? 0;
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {t('staffSupport.paid', { amount: formatMoney(item.Amount) })}
      </Text>
      {refunded > 0 && (
        <Text span size="sm">
          {t('staffSupport.refunded', { amount: formatMoney(refunded) })}
        </Text>
      )}
      {item.Status === 'Succeeded' && refunded > 0 && (
        <Text span size="sm">
          {t('staffSupport.left', { amount: formatMoney(leftToRefund(item)) })}
        </Text>
      )}
    </Stack>
  );
}

export function RefundsCell({ refunds }: PaymentCellProps) {
  const { t } = useTranslation();
  return refunds.map((refund) => (
    <Text key={refund.RefundId} size="sm">
      {t('staffSupport.refundLine', {
        amount: formatMoney(refund.Amount),
        path: t(`staffRefundLedger.paths.${refund.Path}`),
        state: t(`staffRefundLedger.states.${refund.State}`),
      })}
    </Text>
  ));
}

export function StatusCell({ item }: PaymentCellProps) {
  const { t } = useTranslation();
  const status = supportStatus(item);
  return (
    <Text span size="sm" fw={700} c={status === 'Failed' ? 'red.9' : undefined}>
      {t(`staffSupport.statuses.${status}`)}
    </Text>
  );
}

export function ReceiptCell({ item, canResend, resending, onResend }: PaymentCellProps) {
  const { t } = useTranslation();
  const number = item.ReceiptNumber ?? '';
  return (
    <>
      <Text span size="sm">
        {number}
      </Text>
      {number && canResend && (
        <Button ml="sm" size="xs" variant="default" loading={resending} onClick={onResend}>
          {t('staffSupport.resend', { number })}
        </Button>
      )}
    </>
  );
}

export function GiveBackCell({ item, giveBack }: PaymentCellProps) {
  const { t } = useTranslation();
  if (!giveBack || leftToRefund(item) <= 0) return null;
  return (
    <Button
      size="xs"
      variant={giveBack.open ? 'filled' : 'default'}
      aria-expanded={giveBack.open}
      aria-controls={giveBack.open ? giveBack.formId : undefined}
      onClick={giveBack.onToggle}
    >
      {t('staffRefunds.open')}
    </Button>
  );
}
