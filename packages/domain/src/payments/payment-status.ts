/** The life of a payment row. */
export const PaymentStatus = {
  Processing: 'processing',
  RequiresAction: 'requires_action',
  Succeeded: 'succeeded',
  Failed: 'failed',
  Refunded: 'refunded',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  processing: ['requires_action', 'succeeded', 'failed'],
  requires_action: ['processing', 'succeeded', 'failed'],
  succeeded: ['refunded'],
  failed: [],
  refunded: [],
};

/**
 * Provider events arrive late, twice or out of order: a move is applied only when it goes
 * forward, so a late `processing` after `succeeded` changes nothing.
 */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Every status a payment may move into `to` from: a move is one guarded update. */
export const statusesMovingTo = (to: PaymentStatus): PaymentStatus[] =>
  (Object.keys(NEXT) as PaymentStatus[]).filter((from) => canMovePayment(from, to));

export const isFinalPaymentStatus = (status: PaymentStatus) =>
  status === PaymentStatus.Succeeded ||
  status === PaymentStatus.Failed ||
  status === PaymentStatus.Refunded;

/** Integer cents, never floats: price times count, refused when it is not a safe integer. */
export function amountCents(ticketPriceCents: number, numberCount: number): number {
  const amount = ticketPriceCents * numberCount;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('invalid amount');
  return amount;
}
