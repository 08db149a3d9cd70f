import { Alert, Button, Group, Text } from '@mantine/core';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import type { RefundOutcome } from '@charity/domain/refunds/refund-life-cycle';
import { leftToRefund } from '@charity/domain/refunds/support-payment';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '@/components/form/focus-on-mount';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { formatMoney } from '@/lib/i18n/format';
import { useGiveBack, type GiveBack } from '../api/refunds';

export interface GiveBackConfirmProps {
  request: GiveBack;
  item: HistoryItem;
  /** What the void or refund gives back, in cents. */
  cents: number;
  /** Back to the form, with the server's or the processor's refusal if there was one. */
  onBack: (refusal: string | null) => void;
  onDone: (outcome: RefundOutcome) => void;
}

/**
 * The last step before money goes back: the numbers and the amount in words, one button that
 * sends once (a double click is one void), and a way back to the form.
 */
export function GiveBackConfirm({ request, item, cents, onBack, onDone }: GiveBackConfirmProps) {
  const { t } = useTranslation();
  const giveBack = useGiveBack();
  const sent = useRef(false);
  const ref = useFocusOnMount<HTMLDivElement>();
  const amount = formatMoney(cents);
  const voiding = request.kind === 'void' ? (request.body.TicketNumbers ?? []) : null;
  const vars = voiding
    ? { count: voiding.length, numbers: voiding.join(', '), amount, draw: item.GameInstanceName }
    : { amount, left: formatMoney(Math.max(0, leftToRefund(item) - cents)) };

  function confirm() {
    if (sent.current) return;
    sent.current = true;
    giveBack.mutate(request, {
      onSuccess: (outcome) =>
        outcome.State === 'Failed'
          ? onBack(t('staffRefunds.refusedByProcessor', { reason: outcome.FailureReason ?? '' }))
          : onDone(outcome),
      onError: (error) => onBack(error.message),
      onSettled: () => {
        sent.current = false;
      },
    });
  }

  const title = t(
    voiding ? 'staffRefunds.confirmVoidTitle' : 'staffRefunds.confirmRefundTitle',
    vars,
  );
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      role="alertdialog"
      aria-label={title}
      title={title}
    >
      <Text>{t(voiding ? 'staffRefunds.confirmVoid' : 'staffRefunds.confirmRefund', vars)}</Text>
      <Group mt="md">
        <Button color="red" loading={giveBack.isPending} onClick={confirm} {...wrappingLabel}>
          {t(voiding ? 'staffRefunds.confirmVoidButton' : 'staffRefunds.confirmRefundButton', vars)}
        </Button>
        <Button variant="default" disabled={giveBack.isPending} onClick={() => onBack(null)}>
          {t('staffRefunds.back')}
        </Button>
      </Group>
    </Alert>
  );
}
