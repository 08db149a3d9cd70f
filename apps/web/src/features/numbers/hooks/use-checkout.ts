import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PaymentInput, PaymentResult } from '@charity/domain/payments/payment-api';
import { invalidatePaymentQueries } from '@/api/payment-queries';
import { CardFormError } from '@/components/payment/new-card-handle';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { approveAtBank, followPayment } from '../api/follow-payment';
import { cancelPayment, getPaymentStatus } from '../api/payment-status';
import { pendingCheckout } from '../api/pending-checkout';
import { declineText } from './decline-message';

export type CheckoutPhase =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'processing' }
  | { kind: 'action'; result: PaymentResult }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'stillProcessing' };

interface Attempt {
  key: string;
  payment: PaymentInput | null;
}

const newAttempt = (): Attempt => ({ key: crypto.randomUUID(), payment: null });

interface CheckoutOptions<Body> {
  /** Names the attempt kept across reloads: one per kind of checkout ('purchase', 'play'). */
  name: string;
  /** The request that pays with this card. */
  request: (payment: PaymentInput) => Body;
  /** Checks a request kept across a reload before it is sent again. */
  bodySchema: z.ZodType<Body>;
  send: (body: Body, idempotencyKey: string) => Promise<PaymentResult>;
  onSucceeded: (result: PaymentResult) => void | Promise<void>;
}

/**
 * One checkout: one Idempotency-Key per attempt, kept (with the card token) across retries and
 * double clicks, renewed when the inputs change or the bank gives a final answer. Until that
 * answer the attempt is also kept for the tab, so a reload resumes it (`resumed`) instead of
 * paying again. Processing is polled, the bank's confirmation step handled (approved once, or
 * cancelled at the server), a decline explained, and every move of the payment refreshes what
 * the dashboard shows.
 */
export function useCheckout<Body>({
  name,
  request,
  bodySchema,
  send,
  onSucceeded,
}: CheckoutOptions<Body>) {
  const { t } = useTranslation();
  const playerId = useSession().subject?.playerId ?? '';
  const stripeKey = useConfig()?.Organization.StripeKey ?? null;
  const queryClient = useQueryClient();
  const kept = pendingCheckout(playerId, name);
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'idle' });
  const [resumed, setResumed] = useState(() => {
    const pending = kept.read();
    return pending !== null && bodySchema.safeParse(pending.body).success;
  });
  const attempt = useRef<Attempt>(newAttempt());
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  // A reload during a payment: replay the same request (the server answers the payment it
  // has) or read the payment already named, and follow it as if the page had never gone.
  const resumeLooked = useRef(false);
  useEffect(() => {
    if (!playerId || resumeLooked.current) return;
    resumeLooked.current = true;
    const pending = kept.read();
    if (!pending) return;
    const body = bodySchema.safeParse(pending.body);
    if (!body.success) return kept.clear();
    attempt.current = { key: pending.key, payment: null };
    void run(async () => {
      setResumed(true);
      setPhase({ kind: 'processing' });
      const result = pending.paymentId
        ? await getStatus(pending.paymentId)
        : await send(body.data, pending.key);
      kept.write({ ...pending, paymentId: result.PaymentId });
      await settle(result);
    });
    // Once, when the screen opens and knows its player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playerId]);

  /** The attempt has its final answer: nothing is left to resume. */
  function finish() {
    kept.clear();
    attempt.current = newAttempt();
    setResumed(false);
  }

  const getStatus = (paymentId: string) => getPaymentStatus(playerId, paymentId);

  const reset = useCallback(() => {
    if (busy.current) return;
    attempt.current = newAttempt();
    setPhase((current) =>
      current.kind === 'failed' || current.kind === 'cancelled' ? { kind: 'idle' } : current,
    );
  }, []);

  async function settle(result: PaymentResult, approved = false): Promise<void> {
    // Success refreshes through onSucceeded; any other move must reach the dashboard too.
    if (result.Status !== 'Succeeded') void invalidatePaymentQueries(queryClient);
    const current = await followPayment(playerId, result, {
      approved,
      onProcessing: () => setPhase({ kind: 'processing' }),
      keepGoing: () => mounted.current,
    });
    if (current?.Status !== 'Succeeded') void invalidatePaymentQueries(queryClient);
    if (!current) return setPhase({ kind: 'stillProcessing' });
    if (current.Status === 'RequiresAction') return setPhase({ kind: 'action', result: current });
    finish();
    if (current.Status === 'Succeeded') return onSucceeded(current);
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
      finish();
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
      const { key } = attempt.current;
      const body = request(payment);
      kept.write({ key, body, paymentId: null });
      const result = await send(body, key);
      kept.write({ key, body, paymentId: result.PaymentId });
      await settle(result);
    });

  /** The bank's confirmation step, approved once: the payment is then only followed. */
  const confirmAction = () =>
    run(async () => {
      if (phase.kind !== 'action') return;
      const { result } = phase;
      setPhase({ kind: 'paying' });
      const approved = await approveAtBank(result, stripeKey);
      await settle(await getStatus(result.PaymentId), approved);
    });

  /** Cancel at the bank's check: the server cancels the charge and gives the numbers back. */
  const cancelAction = () =>
    run(async () => {
      if (phase.kind !== 'action') return;
      setPhase({ kind: 'paying' });
      const answer = await cancelPayment(playerId, phase.result.PaymentId);
      void invalidatePaymentQueries(queryClient);
      finish();
      if (answer.Status === 'Succeeded') return onSucceeded(answer);
      setPhase({ kind: 'cancelled' });
    });

  const inProgress = ['paying', 'processing', 'action'].includes(phase.kind);
  return {
    phase,
    pay,
    confirmAction,
    cancelAction,
    reset,
    inProgress,
    /** Reopened on a payment the tab had under way: show its status, not a new order. */
    resumed,
    idempotencyKey: () => attempt.current.key,
  };
}
