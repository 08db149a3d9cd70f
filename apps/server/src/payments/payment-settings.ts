import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const settingsSchema = z.object({
  /** `instant` settles sandbox charges in the request (tests, benchmark); `async` by webhook. */
  SANDBOX_SETTLEMENT: z.enum(['instant', 'async']).default('async'),
  SANDBOX_SETTLE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** Signs the sandbox's webhooks; a random one per process when unset. */
  SANDBOX_WEBHOOK_SECRET: optional(z.string().min(16)),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must be a Stripe webhook secret')),
  /** Another Stripe API endpoint (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optional(z.url()),
  /** How often this process looks for due jobs (sandbox settlements, renewals); 0: never. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/)
    .default('cad'),
});

export type PaymentSettings = Omit<z.infer<typeof settingsSchema>, 'SANDBOX_WEBHOOK_SECRET'> & {
  SANDBOX_WEBHOOK_SECRET: string;
};

/** Read once at start-up; every bad key is reported together. */
export function loadPaymentSettings(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<PaymentSettings> = {},
): PaymentSettings {
  const result = settingsSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid payment settings:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    ...result.data,
    SANDBOX_WEBHOOK_SECRET:
      result.data.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
    ...overrides,
  };
}
