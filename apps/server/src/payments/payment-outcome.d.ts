import type { FastifyInstance } from 'fastify';
import type { WebhookOutcome } from './payment-provider';
export interface OutcomeInput {
  paymentId: string;
  status: WebhookOutcome;
  failureCode: string | null;
  /** A provider event: recorded in the same transaction, so a replay is recognised. */
  event?: {
    provider: string;
    eventId: string;
    type: string;
  };
}
export type OutcomeResult = 'applied' | 'unchanged' | 'duplicate';
/**
 * The one way a payment changes state, whether the answer came with the charge or later by
 * webhook: forward moves only, each applied once, side effects after the commit.
 */
export declare function applyPaymentOutcome(
  app: FastifyInstance,
  input: OutcomeInput,
): Promise<OutcomeResult>;
