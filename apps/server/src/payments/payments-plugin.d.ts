import type { FastifyInstance } from 'fastify';
import { type PaymentSettings } from './payment-settings';
export type PaymentsPluginOptions = Partial<PaymentSettings>;
/** Numbers, payments and subscriptions; after identity, whose bearer check the routes use. */
export declare function installPayments(
  app: FastifyInstance,
  overrides?: PaymentsPluginOptions,
): Promise<void>;
