import Stripe from 'stripe';
import type { PaymentSettings } from '../payment-settings';
/** The official SDK; STRIPE_API_URL points it at a local stand-in in tests. */
export declare function stripeClient(settings: PaymentSettings): Stripe;
