import type { AwaitingPayment } from '@charity/domain/payments/awaiting-approval';
import { approveAtBank, followPayment } from '@/features/numbers/api/follow-payment';
import { getPaymentStatus } from '@/features/numbers/api/payment-status';

export { cancelPayment } from '@/features/numbers/api/payment-status';
export { declineText } from '@/features/numbers/hooks/decline-message';

/** Approved once at the bank, then only followed, as at checkout. */
export async function approveAndFollow(
  playerId: string,
  payment: AwaitingPayment,
  stripeKey: string | null,
  keepGoing: () => boolean,
) {
  const approved = await approveAtBank(payment, stripeKey);
  return followPayment(playerId, await getPaymentStatus(playerId, payment.PaymentId), {
    approved,
    onProcessing: () => undefined,
    keepGoing,
  });
}
