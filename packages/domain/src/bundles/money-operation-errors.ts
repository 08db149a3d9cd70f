/** Refusal codes of bundles, voids and refunds (issue 16); the SPA keys its messages on them. */
export const MoneyOperationCode = {
  /** The bundle asked for is not on sale at that price (changed, removed, or never was). */
  BundleNotInForce: 'BundleNotInForce',
  /** The draw has run: its entry list is published and stays; refund instead. */
  VoidAfterDraw: 'VoidAfterDraw',
  /** A prepayment's charge is refunded, never voided: each draw's entry is voided on its own. */
  VoidPrepayment: 'VoidPrepayment',
  /** The draw was cancelled: the cancellation itself gives back every payment in it. */
  VoidCancelledDraw: 'VoidCancelledDraw',
  /** These numbers were voided already, or the payment was refunded in full already. */
  AlreadyVoided: 'AlreadyVoided',
  /** More than what is left of the payment to give back. */
  RefundAboveAmount: 'RefundAboveAmount',
  /** Only a successful payment can be voided or refunded. */
  NotRefundable: 'NotRefundable',
} as const;
export type MoneyOperationCode = (typeof MoneyOperationCode)[keyof typeof MoneyOperationCode];
