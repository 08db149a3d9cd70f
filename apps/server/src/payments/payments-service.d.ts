import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './payment-provider';
import type { PaymentSettings } from './payment-settings';
import { type SandboxProvider } from './sandbox/sandbox-provider';
export interface PaymentsService {
  settings: PaymentSettings;
  sandbox: SandboxProvider;
  provider(name: string): PaymentProvider;
}
declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}
/** Builds both adapters; an organization's `payment_provider` column picks one per charge. */
export declare function createPaymentsService(
  app: FastifyInstance,
  settings: PaymentSettings,
): PaymentsService;
