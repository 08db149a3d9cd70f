import type { FastifyInstance } from 'fastify';
import { type ChargeSource, type PaymentProvider } from './payment-provider';
export interface ChargePlan {
  paymentId: string;
  amountCents: number;
  currency: string;
  player: {
    id: string;
    email: string;
    first_name: string;
  };
  source: ChargeSource;
  saveCard: boolean;
  offSession: boolean;
  description: string;
}
/**
 * Asks the provider to charge, with our payment id as its idempotency key, then applies the
 * answer. A refusal fails the payment; an error whose outcome is unknown (timeout, 5xx) leaves
 * it processing for the webhook to settle, because the money may have moved.
 */
export declare function chargePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  plan: ChargePlan,
): Promise<void>;
