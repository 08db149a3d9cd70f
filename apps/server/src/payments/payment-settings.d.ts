import { z } from 'zod';
declare const settingsSchema: z.ZodObject<
  {
    SANDBOX_SETTLEMENT: z.ZodDefault<
      z.ZodEnum<{
        instant: 'instant';
        async: 'async';
      }>
    >;
    SANDBOX_SETTLE_DELAY_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SANDBOX_WEBHOOK_SECRET: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    STRIPE_SECRET_KEY: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    STRIPE_WEBHOOK_SECRET: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    STRIPE_API_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    JOBS_INTERVAL_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    CURRENCY: z.ZodDefault<z.ZodString>;
  },
  z.core.$strip
>;
export type PaymentSettings = Omit<z.infer<typeof settingsSchema>, 'SANDBOX_WEBHOOK_SECRET'> & {
  SANDBOX_WEBHOOK_SECRET: string;
};
/** Read once at start-up; every bad key is reported together. */
export declare function loadPaymentSettings(
  source?: Record<string, string | undefined>,
  overrides?: Partial<PaymentSettings>,
): PaymentSettings;
export {};
