import { z } from 'zod';
import { paymentResultSchema } from './payment-api';

/**
 * A payment left at the bank's check (3-D Secure): the dashboard offers to approve or cancel
 * it until `ExpiresAt`, when the server cancels it and gives its numbers back.
 */
export const awaitingPaymentSchema = paymentResultSchema.extend({ ExpiresAt: z.string() });
export type AwaitingPayment = z.infer<typeof awaitingPaymentSchema>;

export const awaitingPaymentsSchema = z.object({ Payments: z.array(awaitingPaymentSchema) });
export type AwaitingPayments = z.infer<typeof awaitingPaymentsSchema>;
