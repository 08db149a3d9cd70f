import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInput, PaymentResult } from '@charity/domain/payments/payment-api';
import { handleStripeAction } from '@/components/payment/stripe-loader';
import { CardFormError } from '@/components/payment/new-card-handle';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { confirmSandboxPayment, getPaymentStatus } from '../api/payment-status';
import { declineText } from './decline-message';

export type CheckoutPhase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'processing' }
  | { kind: 'action'; result: PaymentResult }
  | { kind: 'failed'; message: string }
  | { kind: 'stillProcessing' };

interface Attempt {
  key: string;
  payment: PaymentInput | null;
}

const POLL_MS = 1000;
const POLL_LIMIT = 90;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newAttempt = (): Attempt => ({ key: crypto.randomUUID(), payment: null });

interface CheckoutOptions {
  submit: (payment: PaymentInput, idempotencyKey: string) => Promise<PaymentResult>;
  onSucceeded: (result: PaymentResult) => void | Promise<void>;
}

/**
 * One checkout: one Idempotency-Key per attempt, kept (with the card token) across retries and
 * double clicks, renewed when the inputs change or the bank gives a final answer. Processing is
 * polled, the bank's confirmation step handled, and a decline explained.
 */
export function useCheckout({ submit, onSucceeded }: CheckoutOptions) {
  const { t } = useTranslation();
  const playerId = useSession().subject?.playerId ?? '';
  const stripeKey = useConfig()?.Organization.StripeKey ?? null;
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'idle' });
  const attempt = useRef<Attempt>(newAttempt());
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const reset = useCallback(() => {
    if (busy.current) return;
    attempt.current = newAttempt();
    setPhase((current) =>
      current.kind === 'failed' || current.kind === 'action' ? { kind: 'idle' } : current,
    );
  }, []);

  async function settle(result: PaymentResult): Promise<void> {
    let current = result;
    for (let polls = 0; current.Status === 'Processing'; polls += 1) {
      if (polls >= POLL_LIMIT || !mounted.current) return setPhase({ kind: 'stillProcessing' });
      setPhase({ kind: 'processing' });
      await sleep(POLL_MS);
      current = await getPaymentStatus(playerId, current.PaymentId);
    }
    if (current.Status === 'Succeeded') return onSucceeded(current);
    if (current.Status === 'RequiresAction') return setPhase({ kind: 'action', result: current });
    attempt.current = newAttempt();
    setPhase({ kind: 'failed', message: declineText(t, current.FailureMessage) });
  }

  async function run(step: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await step();
    } catch (error) {
      setPhase({ kind: 'failed', message: failureMessage(error) });
    } finally {
      busy.current = false;
    }
  }

  function failureMessage(error: unknown): string {
    if (error instanceof CardFormError) return error.message;
    const status = isApiError(error) ? error.status : null;
    // A refusal is final: the next try is a new attempt. A lost answer keeps the key so the
    // retry replays the same request and can never charge twice.
    if (status !== null && status >= 400 && status < 500) {
      attempt.current = newAttempt();
      return error instanceof Error && error.message
        ? t('numbers.checkout.refused', { reason: error.message })
        : t('numbers.checkout.failed');
    }
    return t('numbers.checkout.retry');
  }

  const pay = (paymentInput: () => Promise<PaymentInput | null>) =>
    run(async () => {
      setPhase({ kind: 'paying' });
      const payment = attempt.current.payment ?? (await paymentInput());
      if (!payment) return setPhase({ kind: 'idle' });
      attempt.current.payment = payment;
      await settle(await submit(payment, attempt.current.key));
    });

  /** The bank's confirmation step: the sandbox's own page, or Stripe's 3-D Secure. */
  const confirmAction = () =>
    run(async () => {
      if (phase.kind !== 'action') return;
      const { result } = phase;
      setPhase({ kind: 'paying' });
      if (result.ClientSecret && stripeKey)
        await handleStripeAction(stripeKey, result.ClientSecret);
      else if (result.NextActionUrl) await confirmSandboxPayment(result.NextActionUrl);
      await settle(await getPaymentStatus(playerId, result.PaymentId));
    });

  const inProgress = ['paying', 'processing', 'action'].includes(phase.kind);
  return {
    phase,
    pay,
    confirmAction,
    reset,
    inProgress,
    idempotencyKey: () => attempt.current.key,
  };
}
