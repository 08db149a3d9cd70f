import '@/styles/mantine-forms.css';
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { SupportPayment } from '@charity/domain/staff/support-payment';
import type { RefundOutcome } from '@charity/domain/refunds/refund-life-cycle';
import { leftToRefund, numbersInDraw, voidAmountOf } from '@charity/domain/refunds/support-payment';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { formatMoney } from '@/lib/i18n/format';
import type { GiveBack } from '../api/refunds';
import { GiveBackConfirm } from './give-back-confirm';

/** Dollars typed by staff ("2.50" or "2,50") in cents, or null. */
const toCents = (text: string) => {
  const dollars = text.trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(dollars) ? Math.round(Number(dollars) * 100) : null;
};

export interface RefundFormProps {
  item: SupportPayment;
  canVoid: boolean;
  canRefund: boolean;
  onDone: (outcome: RefundOutcome) => void;
}

/**
 * Void some numbers of a payment before its draw, or refund an amount (after the draw too),
 * with a reason; once the draw has run only the refund is offered, and the form says why. Nothing is ticked at first, and nothing is sent before staff confirm the
 * numbers and the amount. The server decides and refuses with its own message.
 */
export function RefundForm({ item, canVoid, canRefund, onDone }: RefundFormProps) {
  const { t } = useTranslation();
  const inDraw = numbersInDraw(item);
  // Once the void rule refuses (the server says why), a void is not offered: refund is the way.
  const voidable = canVoid && inDraw.length > 0 && item.Voidable;
  const voidRefused = canVoid && inDraw.length > 0 && !item.Voidable;
  const [kind, setKind] = useState<'void' | 'refund'>(voidable ? 'void' : 'refund');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<GiveBack | null>(null);
  const left = leftToRefund(item);
  // Why no void is offered: the void rule's reason, as the server would refuse it.
  const noteOf = ({ VoidRefusal, PaidDraws, GameInstanceName }: SupportPayment) => {
    if (VoidRefusal === 'VoidPrepayment' || PaidDraws?.length)
      return t('staffRefunds.voidPrepayment');
    if (VoidRefusal === 'VoidCancelledDraw') return t('staffRefunds.voidCancelled');
    return t('staffRefunds.voidClosed', { draw: GameInstanceName });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (kind === 'void' && numbers.length === 0) return setProblem(t('staffRefunds.numbersNeeded'));
    const cents = kind === 'refund' ? toCents(amount) : null;
    if (kind === 'refund' && !cents) return setProblem(t('staffRefunds.amountNeeded'));
    if (reason.trim().length < 3) return setProblem(t('staffRefunds.reasonNeeded'));
    const Reason = reason.trim();
    setAsking(
      kind === 'void'
        ? {
            kind,
            paymentId: item.PaymentId,
            body: { TicketNumbers: numbers.map(Number).sort((a, b) => a - b), Reason },
          }
        : { kind, paymentId: item.PaymentId, body: { Amount: cents ?? 0, Reason } },
    );
  }

  if (asking) {
    const cents =
      asking.kind === 'void'
        ? voidAmountOf(item, asking.body.TicketNumbers?.length ?? 0)
        : asking.body.Amount;
    return (
      <GiveBackConfirm
        request={asking}
        item={item}
        cents={cents}
        onBack={(refusal) => {
          setAsking(null);
          setProblem(refusal);
        }}
        onDone={onDone}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('staffRefunds.formLabel')}>
      <Stack gap="xs" maw={560}>
        {voidRefused && (
          <Text size="sm" role="note">
            {noteOf(item)}
          </Text>
        )}
        {voidable && canRefund && (
          <Radio.Group
            label={t('staffRefunds.what')}
            value={kind}
            onChange={(value) => setKind(value === 'refund' ? 'refund' : 'void')}
          >
            <Stack mt={4} gap={6}>
              <Radio value="void" label={t('staffRefunds.void')} />
              <Radio value="refund" label={t('staffRefunds.refund')} />
            </Stack>
          </Radio.Group>
        )}
        {kind === 'void' ? (
          <Checkbox.Group
            label={t('staffRefunds.numbers')}
            description={t('staffRefunds.voidHelp')}
            value={numbers}
            onChange={setNumbers}
          >
            <Group mt={4}>
              {inDraw.map((n) => (
                <Checkbox key={n} value={String(n)} label={String(n)} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : (
          <TextInput
            label={t('staffRefunds.amount')}
            description={t('staffRefunds.refundHelp', {
              left: formatMoney(left),
              paid: formatMoney(item.Amount),
            })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        )}
        <Textarea
          label={t('staffRefunds.reason')}
          description={t('staffRefunds.reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          required
          autosize
          minRows={2}
        />
        <FormError message={problem} />
        <Group>
          <Button type="submit" color="red">
            {t('staffRefunds.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
