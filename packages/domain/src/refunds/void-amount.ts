/** What a payment can still give back, and how much voiding some of its entries gives. */
export interface VoidablePayment {
  amountCents: number;
  refundedCents: number;
  /** Bought as a bundle of this many numbers (its price is the amount), else null. */
  bundleNumbers: number | null;
  /** The draw's single price, in cents. */
  ticketPriceCents: number;
  /** A prepayment: how many draws the amount pays for (null or 1: one draw). */
  prepaidDraws: number | null;
}

export const leftToGiveBack = (payment: VoidablePayment) =>
  Math.max(0, payment.amountCents - payment.refundedCents);

/**
 * Voiding `count` of the `entries` still in the draw. Each number is worth its share of the
 * bundle, else the draw's single price; a prepayment's number its share of ONE draw (the
 * charge is split evenly between its draws, prepaid/prepaid-draws.ts). Voiding the last
 * entries of a payment for one draw gives back all that is left (so a bundle's odd cent is
 * never kept). Never more than what is left.
 */
export function voidAmount(payment: VoidablePayment, count: number, entries: number): number {
  const left = leftToGiveBack(payment);
  const draws = Math.max(1, payment.prepaidDraws ?? 1);
  if (count >= entries && draws === 1) return left;
  const each = payment.bundleNumbers
    ? payment.amountCents / draws / payment.bundleNumbers
    : payment.ticketPriceCents;
  return Math.min(left, Math.round(each * count));
}
