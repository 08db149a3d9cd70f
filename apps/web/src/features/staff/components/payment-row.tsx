import '@/styles/mantine-forms.css';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stackCell, stackRow } from './stack-table';
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

export interface PaymentRowProps {
  item: HistoryItem;
  /** This payment's refunds in the refund life cycle, with their state. */
  refunds: ChargeRefund[];
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
  /** Null when the role may neither void nor refund: no column then. */
  giveBack: null | { open: boolean; onToggle: () => void; formId: string };
}

/** One payment in player support: its numbers, what it paid, what went back and what is left. */
export function PaymentRow({ item, refunds, giveBack, ...resend }: PaymentRowProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string, withTime = true) =>
    formatGameTime(iso, i18n.language, { timeZone: item.TimeZone, withTime });
  const status = supportStatus(item);
  const voided = voidedNumbers(item);
  const inDraw = numbersInDraw(item);
  const left = leftToRefund(item);
  const refunded = item.RefundedAmount ?? 0;
  const number = item.ReceiptNumber ?? '';
  return (
    <Table.Tr {...stackRow}>
      <Table.Td {...stackCell(t('staffSupport.paidOn'))}>
        {when(item.PaidOn ?? item.CreatedOn)}
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.draw'))}>
        <Text span size="sm">
          {item.GameInstanceName}
        </Text>
        {item.PaidDraws && (
          <Text size="sm">
            {t('staffSupport.paidDraws', { count: item.PaidDraws.length })}{' '}
            {item.PaidDraws.map((at) => when(at, false)).join(', ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.numbersColumn'))}>
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
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.money'))}>
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
              {t('staffSupport.left', { amount: formatMoney(left) })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.refundsColumn'))}>
        {refunds.map((refund) => (
          <Text key={refund.RefundId} size="sm">
            {t('staffSupport.refundLine', {
              amount: formatMoney(refund.Amount),
              path: t(`staffRefundLedger.paths.${refund.Path}`),
              state: t(`staffRefundLedger.states.${refund.State}`),
            })}
          </Text>
        ))}
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.status'))}>
        <Text span size="sm" fw={700} c={status === 'Failed' ? 'red.9' : undefined}>
          {t(`staffSupport.statuses.${status}`)}
        </Text>
      </Table.Td>
      <Table.Td {...stackCell(t('staffSupport.receipt'))}>
        <Text span size="sm">
          {number}
        </Text>
        {number && resend.canResend && (
          <Button
            ml="sm"
            size="xs"
            variant="default"
            loading={resend.resending}
            onClick={resend.onResend}
          >
            {t('staffSupport.resend', { number })}
          </Button>
        )}
      </Table.Td>
      {giveBack && (
        <Table.Td {...stackCell(t('staffRefunds.actions'))}>
          {left > 0 && (
            <Button
              size="xs"
              variant={giveBack.open ? 'filled' : 'default'}
              aria-expanded={giveBack.open}
              aria-controls={giveBack.open ? giveBack.formId : undefined}
              onClick={giveBack.onToggle}
            >
              {t('staffRefunds.open')}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
