/** What a payment can still give back, and how much voiding some of its entries gives. */
export interface RefundablePayment {
  amountCents: number;
  refundedCents: number;
  bundleNumbers: number | null;
  ticketPriceCents: number;
}

export const leftToRefund = (payment: RefundablePayment) =>
  payment.amountCents - payment.refundedCents;

/**
 * Voiding `count` of the `entries` still in the draw: the last ones give back all that is left
 * (so a bundle's odd cent is never kept); otherwise each number is worth its share of the
 * bundle, or the ticket price, and never more than what is left.
 */
export function voidAmount(payment: RefundablePayment, count: number, entries: number): number {
  const left = leftToRefund(payment);
  if (count >= entries) return left;
  const each = payment.bundleNumbers
    ? payment.amountCents / payment.bundleNumbers
    : payment.ticketPriceCents;
  return Math.min(left, Math.round(each * count));
}
