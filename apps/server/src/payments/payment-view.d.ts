import type { PaymentResult } from '@charity/domain/payments/payment-api';
import type { Executor } from '../db/executor';
/**
 * The answer of purchase, play and status polling alike: built from the stored payment, so a
 * retried request with the same Idempotency-Key gets the same payment and the same numbers.
 */
export declare function paymentView(
  db: Executor,
  playerId: string,
  paymentId: string,
): Promise<PaymentResult>;
