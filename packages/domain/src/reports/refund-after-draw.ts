/** What the books know of a payment refunded in part after its draw (its entries kept). */
export interface RefundedAfterDraw {
  /** Its paid entries (and the numbers voided before the draw) are worth what it was charged. */
  EntriesMatch: boolean;
  PaymentAmount: number;
  /** Every refund of the payment so far, before or after the draw. */
  RefundedInAll: number;
}

/**
 * A staff refund after the draw is a documented action (decision 0007): it reconciles when the
 * money adds up (the entries were worth the payment, and no more went back than was paid).
 * Otherwise it stays a difference to investigate.
 */
export function refundAfterDrawAddsUp(payment: RefundedAfterDraw): boolean {
  return payment.EntriesMatch && payment.RefundedInAll <= payment.PaymentAmount;
}
