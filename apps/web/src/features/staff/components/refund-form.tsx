import '@/styles/mantine-forms.css';
import { Button, Checkbox, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { formatCents } from '@charity/domain/currency';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { useGiveBack } from '../api/refunds';

/** Dollars typed by staff ("2.50") in cents, or null. */
const toCents = (text: string) =>
  /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : null;

/**
 * Void some or all numbers of a payment before its draw, or refund an amount (after the draw
 * too); a reason is required. The server decides and refuses with its own message.
 */
export function RefundForm({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const giveBack = useGiveBack();
  const [kind, setKind] = useState<'void' | 'refund'>('void');
  const [numbers, setNumbers] = useState<string[]>(item.TicketNumbers.map(String));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (reason.trim().length < 3) return setProblem(t('staffRefunds.reasonNeeded'));
    if (kind === 'void') {
      if (numbers.length === 0) return setProblem(t('staffRefunds.numbersNeeded'));
      return giveBack.mutate({
        kind,
        paymentId: item.PaymentId,
        body: { TicketNumbers: numbers.map(Number), Reason: reason },
      });
    }
    const cents = toCents(amount);
    if (!cents) return setProblem(t('staffRefunds.amountNeeded'));
    giveBack.mutate({ kind, paymentId: item.PaymentId, body: { Amount: cents, Reason: reason } });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('staffRefunds.formLabel')}>
      <Stack gap="xs" maw={560}>
        <Radio.Group
          label={t('staffRefunds.what')}
          value={kind}
          onChange={(value) => setKind(value === 'refund' ? 'refund' : 'void')}
        >
          <Group mt={4}>
            <Radio value="void" label={t('staffRefunds.void')} />
            <Radio value="refund" label={t('staffRefunds.refund')} />
          </Group>
        </Radio.Group>
        {kind === 'void' ? (
          <Checkbox.Group
            label={t('staffRefunds.numbers')}
            description={t('staffRefunds.voidHelp')}
            value={numbers}
            onChange={setNumbers}
          >
            <Group mt={4}>
              {item.TicketNumbers.map((n) => (
                <Checkbox key={n} value={String(n)} label={String(n)} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : (
          <TextInput
            label={t('staffRefunds.amount')}
            description={t('staffRefunds.refundHelp', { paid: formatCents(item.Amount) })}
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
        <Group>
          <Button type="submit" color="red" loading={giveBack.isPending}>
            {t(kind === 'void' ? 'staffRefunds.submitVoid' : 'staffRefunds.submitRefund')}
          </Button>
        </Group>
        <FormError message={problem ?? (giveBack.isError ? giveBack.error.message : null)} />
        {giveBack.data?.State === 'Failed' && (
          <FormError
            message={t('staffRefunds.refusedByProcessor', {
              reason: giveBack.data.FailureReason ?? '',
            })}
          />
        )}
        {giveBack.isSuccess && giveBack.data.State !== 'Failed' && (
          <SuccessNotice
            title={t('staffRefunds.done', { amount: formatCents(giveBack.data.Amount) })}
          />
        )}
      </Stack>
    </form>
  );
}
