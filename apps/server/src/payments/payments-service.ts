import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors/http-errors';
import type { PaymentProvider } from './payment-provider';
import type { PaymentSettings } from './payment-settings';
import { sandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-signature';
import { stripeProvider } from './stripe/stripe-provider';

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
export function createPaymentsService(
  app: FastifyInstance,
  settings: PaymentSettings,
): PaymentsService {
  const sandbox = sandboxProvider({
    db: app.db,
    settings,
    log: app.log,
    // The same route a real provider calls, with the same signature check.
    async deliver(body, signature) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
    },
  });
  const stripe = settings.STRIPE_SECRET_KEY ? stripeProvider(settings) : null;
  return {
    settings,
    sandbox,
    provider(name) {
      if (name === 'sandbox') return sandbox;
      if (name === 'stripe' && stripe) return stripe;
      throw serviceUnavailable(`The payment provider ${name} is not configured on this server.`);
    },
  };
}
