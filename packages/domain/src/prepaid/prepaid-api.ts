import { z } from 'zod';
import { paymentInputSchema } from '../payments/payment-api';

/** The most draws any game lets a player pay for at once (a year of weekly draws). */
export const MAX_PREPAID_DRAWS = 52;

const ids = { PlayerId: z.uuid(), OrganizationId: z.uuid() };

/**
 * `POST player-number/prepay`: pay once for a group in the current draw and the next
 * `Draws - 1` draws of the game (up to the game's MaxPrepaidDraws).
 */
export const prepayBodySchema = z.object({
  ...ids,
  GameInstanceId: z.uuid(),
  GroupId: z.uuid(),
  Draws: z.number().int().min(2).max(MAX_PREPAID_DRAWS),
  Payment: paymentInputSchema,
});
export type PrepayBody = z.infer<typeof prepayBodySchema>;

export const PrepaidDrawStatus = {
  /** In the entry list of its instance. */
  Entered: 'Entered',
  /** Paid; its instance has not opened yet. */
  Pending: 'Pending',
  /** Given back before its instance opened. */
  Refunded: 'Refunded',
} as const;
export type PrepaidDrawStatus = (typeof PrepaidDrawStatus)[keyof typeof PrepaidDrawStatus];

export const prepaidDrawSchema = z.object({
  Index: z.number().int(),
  Status: z.enum(['Entered', 'Pending', 'Refunded']),
  GameInstanceId: z.string().nullable(),
  /** The instance's draw time, or the schedule's next ones for a draw not yet opened. */
  DrawAt: z.string(),
  /** True when DrawAt comes from the schedule (the instance is not open yet). */
  Estimated: z.boolean(),
});
export type PrepaidDraw = z.infer<typeof prepaidDrawSchema>;

export const prepaymentSchema = z.object({
  PaymentId: z.string(),
  GroupIds: z.array(z.string()),
  TicketNumbers: z.array(z.number().int()),
  Draws: z.array(prepaidDrawSchema),
  /** The last draw still paid for (entered or pending); null once everything was refunded. */
  PaidThrough: z.string().nullable(),
  /** Draws not opened yet, and what refunding them gives back (cents). */
  RefundableDraws: z.number().int(),
  RefundableAmount: z.number().int(),
  RefundedAmount: z.number().int(),
  Currency: z.string(),
});
export type Prepayment = z.infer<typeof prepaymentSchema>;

/** `GET player-number/prepaid/by-player/{playerId}/for-organization/{organizationId}`. */
export const prepaymentsSchema = z.object({ Prepayments: z.array(prepaymentSchema) });
export type Prepayments = z.infer<typeof prepaymentsSchema>;

/** `POST player-number/prepaid/refund`: gives back the draws of a prepayment not yet opened. */
export const prepaidRefundBodySchema = z.object({ ...ids, PaymentId: z.uuid() });
export type PrepaidRefundBody = z.infer<typeof prepaidRefundBodySchema>;

export const prepaidRefundResponseSchema = z.object({
  RefundedDraws: z.number().int(),
  RefundedAmount: z.number().int(),
  Prepayment: prepaymentSchema,
});
