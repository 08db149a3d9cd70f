import { z } from 'zod';

/**
 * How money went back on a payment: a staff void or refund, a cancelled draw, the player's
 * refund of prepaid draws not opened, a self-exclusion's, or the processor's own refund
 * (its dashboard, a dispute) of what was left.
 */
export const refundKinds = [
  'void',
  'refund',
  'cancellation',
  'prepaid',
  'self-exclusion',
  'processor',
] as const;
export type RefundKind = (typeof refundKinds)[number];

/** One refund as the player's history and receipt list it. */
export const refundLineSchema = z.object({
  Kind: z.enum(refundKinds),
  /** Integer cents. */
  Amount: z.number().int(),
  RefundedOn: z.string(),
  /** The numbers a void took out of the draw. */
  TicketNumbers: z.array(z.number().int()),
  /** Prepaid draws given back (prepaid, self-exclusion). */
  Draws: z.number().int().nullable(),
});
export type RefundLine = z.infer<typeof refundLineSchema>;
