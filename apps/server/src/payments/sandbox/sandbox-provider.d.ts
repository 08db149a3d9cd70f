import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type { ChargeStatus, PaymentProvider } from '../payment-provider';
import type { PaymentSettings } from '../payment-settings';
export interface SandboxDependencies {
  db: Executor;
  settings: PaymentSettings;
  log: FastifyBaseLogger;
  /** Posts a signed event to the webhook route, exactly as a real provider would. */
  deliver(body: string, signature: string): Promise<void>;
}
export type SandboxProvider = PaymentProvider & {
  /** The 3-D Secure-like step: the player confirms the payment at the "bank". */
  confirm(chargeId: string): Promise<ChargeStatus>;
  close(): void;
};
export declare function sandboxProvider(deps: SandboxDependencies): SandboxProvider;
