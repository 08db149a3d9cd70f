import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { handleStripeAction } from '@/components/payment/stripe-loader';
import { confirmSandboxPayment, getPaymentStatus } from './payment-status';

const POLL_MS = 1000;
const POLL_LIMIT = 90;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bank's confirmation step: the sandbox's own page, or Stripe's 3-D Secure. */
export async function approveAtBank(result: PaymentResult, stripeKey: string | null) {
  if (result.ClientSecret && stripeKey) return handleStripeAction(stripeKey, result.ClientSecret);
  if (result.NextActionUrl) await confirmSandboxPayment(result.NextActionUrl);
  return true;
}

interface FollowOptions {
  /** The player approved at the bank: RequiresAction now only means its answer is on its way. */
  approved: boolean;
  onProcessing: () => void;
  keepGoing: () => boolean;
}

/**
 * Reads the payment until it has a final answer or needs the player: once approved it is
 * never handed back as RequiresAction, so the approval step cannot be offered twice. Null when
 * the processor is still busy after the polling limit (or the screen went away).
 */
export async function followPayment(
  playerId: string,
  first: PaymentResult,
  { approved, onProcessing, keepGoing }: FollowOptions,
): Promise<PaymentResult | null> {
  const waiting = (result: PaymentResult) =>
    result.Status === 'Processing' || (approved && result.Status === 'RequiresAction');
  let current = first;
  for (let polls = 0; waiting(current); polls += 1) {
    if (polls >= POLL_LIMIT || !keepGoing()) return null;
    onProcessing();
    await sleep(POLL_MS);
    current = await getPaymentStatus(playerId, current.PaymentId);
  }
  return current;
}
