import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import { type GameContext, type SellingInstance } from '../numbers/game-context';
import type { PaymentKind } from './payment-tables';
export type PaymentChoice =
  | {
      Token: string;
      SaveCard: boolean;
    }
  | {
      PaymentMethodId: string;
    };
export interface Reservation {
  groupIds: string[];
  entries: {
    groupId: string;
    ticketNumber: number;
  }[];
}
export interface CheckoutPlan {
  kind: PaymentKind;
  organizationId: string;
  playerId: string;
  gameInstanceId: string;
  idempotencyKey: string;
  requestHash: string;
  payment: PaymentChoice;
  /** Inside the transaction, after the player lock: the numbers this payment is for. */
  reserve(trx: Executor, game: GameContext, instance: SellingInstance): Promise<Reservation>;
}
/**
 * Records the payment and its pending entries in one transaction (nothing is charged yet, and
 * a retry with the same Idempotency-Key finds this payment), then charges outside it: a
 * database transaction is never held open across a call to the provider.
 */
export declare function checkout(app: FastifyInstance, plan: CheckoutPlan): Promise<string>;
