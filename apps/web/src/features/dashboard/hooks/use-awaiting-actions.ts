import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import type { AwaitingPayment } from '@charity/domain/payments/awaiting-approval';
import { invalidatePaymentQueries } from '@/api/payment-queries';
import { forgetPendingCheckouts } from '@/features/numbers/api/pending-checkout';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { navigation } from '@/lib/navigation/navigation-service';

/** Loaded at the first tap: the payment flow stays out of the dashboard's first load. */
const steps = () => import('./awaiting-steps');

export type AwaitingOutcome = 'cancelled' | 'stillProcessing' | null;

/**
 * Approve or cancel, from the dashboard, a payment left at the bank's check: approved once
 * and then only followed (as at checkout), or cancelled at the server, which frees its numbers.
 */
export function useAwaitingActions() {
  const { t } = useTranslation();
  const playerId = useSession().subject?.playerId ?? '';
  const stripeKey = useConfig()?.Organization.StripeKey ?? null;
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AwaitingOutcome>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  async function act(payment: AwaitingPayment, step: () => Promise<void>) {
    if (busyId) return;
    setBusyId(payment.PaymentId);
    setOutcome(null);
    setError(null);
    try {
      await step();
    } catch {
      setError(t('numbers.checkout.retry'));
    } finally {
      // Whatever happened, the checkout screens must not resume this payment on their own.
      forgetPendingCheckouts(playerId, payment.PaymentId);
      await invalidatePaymentQueries(queryClient);
      if (mounted.current) setBusyId(null);
    }
  }

  const approve = (payment: AwaitingPayment) =>
    act(payment, async () => {
      const { approveAndFollow, declineText } = await steps();
      const current = await approveAndFollow(playerId, payment, stripeKey, () => mounted.current);
      if (!current) return setOutcome('stillProcessing');
      if (current.Status === 'Succeeded') {
        const query = `?paymentId=${encodeURIComponent(current.PaymentId)}`;
        return void navigation.navigate(`${paths.game.playNumberSuccess}${query}`);
      }
      setError(declineText(t, current.FailureMessage));
    });

  const cancel = (payment: AwaitingPayment) =>
    act(payment, async () => {
      const answer = await (await steps()).cancelPayment(playerId, payment.PaymentId);
      // The bank's answer crossed the cancel: the payment went through after all.
      if (answer.Status === 'Succeeded') {
        const query = `?paymentId=${encodeURIComponent(answer.PaymentId)}`;
        return void navigation.navigate(`${paths.game.playNumberSuccess}${query}`);
      }
      setOutcome('cancelled');
    });

  return { approve, cancel, busyId, outcome, error };
}
