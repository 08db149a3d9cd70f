import { z } from 'zod';
/** The sandbox's webhook payload, shaped like Stripe's events. */
export declare const sandboxEventSchema: z.ZodObject<
  {
    id: z.ZodString;
    type: z.ZodEnum<{
      'payment.succeeded': 'payment.succeeded';
      'payment.failed': 'payment.failed';
      'payment.processing': 'payment.processing';
      'payment.refunded': 'payment.refunded';
    }>;
    data: z.ZodObject<
      {
        charge: z.ZodString;
        payment_id: z.ZodString;
        failure_code: z.ZodNullable<z.ZodString>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;
