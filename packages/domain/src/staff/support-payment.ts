import { z } from 'zod';
import { historyItemSchema, paymentHistorySchema } from '../api/payment-history';
import { VOID_REFUSALS } from '../refunds/void-rule';

/**
 * One payment as player support sees it: the player's history item, whether its numbers can
 * still be voided and, when not, why (the void rule, refunds/void-rule.ts: the code the server
 * would refuse a void with).
 */
export const supportPaymentSchema = historyItemSchema.extend({
  Voidable: z.boolean(),
  VoidRefusal: z.enum(VOID_REFUSALS).nullable().optional(),
});
export type SupportPayment = z.infer<typeof supportPaymentSchema>;

export const supportPaymentsSchema = paymentHistorySchema.extend({
  Payments: z.array(supportPaymentSchema),
});
