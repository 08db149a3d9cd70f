import { z } from 'zod';

/** The sandbox's webhook payload, shaped like Stripe's events. */
export const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.processing', 'payment.refunded']),
  data: z.object({
    charge: z.string(),
    payment_id: z.string(),
    failure_code: z.string().nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;
