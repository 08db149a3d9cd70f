import type { Executor } from '../db/executor';
import type { PaymentProvider } from './payment-provider';
/** The player's customer at the provider, created the first time a card is kept. */
export declare function ensureCustomerId(
  db: Executor,
  provider: PaymentProvider,
  player: {
    id: string;
    email: string;
    first_name: string;
  },
): Promise<string>;
export declare function findOwnMethod(
  db: Executor,
  playerId: string,
  provider: string,
  methodId: string,
): Promise<
  | {
      id: string;
      provider_customer_id: string;
      provider_method_id: string;
    }
  | undefined
>;
