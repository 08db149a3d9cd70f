import { type PaymentProvider } from '../payment-provider';
import type { PaymentSettings } from '../payment-settings';
export declare function stripeProvider(settings: PaymentSettings): PaymentProvider;
