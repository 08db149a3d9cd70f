import { MoneyOperationCode } from '../bundles/money-operation-errors';

/** What decides whether staff can void a payment's entries out of its draw. */
export interface VoidFacts {
  /** The payment went through (and is not refunded in full). */
  succeeded: boolean;
  /** It was given back in full already. */
  refunded: boolean;
  /** A prepayment's charge: its draws are payments of their own. */
  prepayment: boolean;
  /** Its draw has run: the published entry list stays as it is. */
  drawRun: boolean;
  /** Its draw was cancelled: the cancellation gives every payment in it back itself. */
  cancelled: boolean;
}

/** Every reason the void rule gives, by its refusal code (the answer's `Code`). */
export const VOID_REFUSALS = [
  MoneyOperationCode.AlreadyVoided,
  MoneyOperationCode.NotRefundable,
  MoneyOperationCode.VoidPrepayment,
  MoneyOperationCode.VoidAfterDraw,
  MoneyOperationCode.VoidCancelledDraw,
] as const;
export type VoidRefusal = (typeof VOID_REFUSALS)[number];
type GiveBackRefusal = Extract<VoidRefusal, 'AlreadyVoided' | 'NotRefundable'>;

/** Why nothing of the payment can be given back (a void or a refund), or null. */
export function whyNotGivenBack(
  facts: Pick<VoidFacts, 'succeeded' | 'refunded'>,
): GiveBackRefusal | null {
  if (facts.refunded) return MoneyOperationCode.AlreadyVoided;
  if (!facts.succeeded) return MoneyOperationCode.NotRefundable;
  return null;
}

/**
 * Why staff cannot void this payment, or null when they can: the one rule the server applies
 * when a void is asked and the console follows to offer one. A void is allowed until the draw
 * runs, sales closed or not (docs/payments.md, "Voids and refunds by staff"). The entries left
 * to void are counted apart (none left: AlreadyVoided, on the numbers).
 */
export function whyNotVoidable(facts: VoidFacts): VoidRefusal | null {
  const paid = whyNotGivenBack(facts);
  if (paid) return paid;
  if (facts.prepayment) return MoneyOperationCode.VoidPrepayment;
  if (facts.drawRun) return MoneyOperationCode.VoidAfterDraw;
  if (facts.cancelled) return MoneyOperationCode.VoidCancelledDraw;
  return null;
}
