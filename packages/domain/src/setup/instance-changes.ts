import { z } from 'zod';
import { instanceRowSchema } from './game-setup';

/**
 * Cancelling a game instance that has not been drawn (issue 15): why, for the audit log and
 * the players' e-mails. Its paid entries are voided and refunded as a staff void is.
 */
export const instanceCancelSchema = z.strictObject({
  reason: z.string().trim().min(3, 'must say why (3 characters or more)').max(500),
});
export type InstanceCancel = z.infer<typeof instanceCancelSchema>;

/** What a cancellation did: the instance, and the payments voided and refunded so far. */
export const instanceCancelResultSchema = z.object({
  instance: instanceRowSchema,
  /** Payments whose entries were voided and refunded (prepaid draws included). */
  voidedPayments: z.number().int(),
  refundedCents: z.number().int(),
  /** Payments still waiting for their processor, taken out of the instance as at sales close. */
  unsettledPayments: z.number().int(),
});
export type InstanceCancelResult = z.infer<typeof instanceCancelResultSchema>;

/** Only an instance that has not opened yet can be edited. */
export const EDITABLE_STATUSES: readonly string[] = ['Scheduled'];
/** An instance can be cancelled until its draw has run. */
export const CANCELLABLE_STATUSES: readonly string[] = ['Scheduled', 'Open', 'SalesClosed'];
