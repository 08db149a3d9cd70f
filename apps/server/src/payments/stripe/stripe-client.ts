import Stripe from 'stripe';
import type { PaymentSettings } from '../payment-settings';

/** The official SDK; STRIPE_API_URL points it at a local stand-in in tests. */
export function stripeClient(settings: PaymentSettings): Stripe {
  const key = settings.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const url = settings.STRIPE_API_URL ? new URL(settings.STRIPE_API_URL) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
