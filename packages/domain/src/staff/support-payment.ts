import { z } from 'zod';
import { historyItemSchema, paymentHistorySchema } from '../api/payment-history';

/**
 * One payment as player support sees it: the player's history item, and whether its numbers
 * can still be voided (not once its draw has run: the published entry list stays as it is).
 */
export const supportPaymentSchema = historyItemSchema.extend({ Voidable: z.boolean() });
export type SupportPayment = z.infer<typeof supportPaymentSchema>;

export const supportPaymentsSchema = paymentHistorySchema.extend({
  Payments: z.array(supportPaymentSchema),
});
