import { z } from 'zod';
import { idSchema } from '../api/ids';
import { boundedIsoDate } from '../requests/bounded-date';
import { safeText } from '../requests/safe-text';
import { claimWinnerSchema } from './claim-winner';
import { CLAIM_STATES, PAYMENT_METHODS, UNCLAIMED_OUTCOMES } from './claim';

const note = z.string().trim().max(500).optional();

/** The longest payment reference: a cheque number or a bank transfer's reference. */
export const MAX_PAYMENT_REFERENCE = 60;

/**
 * `POST draw/prize-claim/contact` and `…/identity`: one step of a prize's claim. DrawId is a
 * main draw's instance id or an extra draw's id (as redraws name them); the claim is the
 * current winner's (a redraw's winner after a redraw).
 */
export const claimStepSchema = z.strictObject({
  OrganizationId: idSchema,
  DrawId: idSchema,
  /** Staff-only: how the winner was reached, which document was seen. */
  Note: note,
});
export type ClaimStepRequest = z.infer<typeof claimStepSchema>;

/** `POST draw/prize-claim/pay`: how and when the prize was paid (identity checked first). */
export const claimPaySchema = claimStepSchema.extend({
  Method: z.enum(PAYMENT_METHODS),
  /** The cheque number or the transfer's reference, for the charity's books. */
  Reference: safeText().trim().min(1).max(MAX_PAYMENT_REFERENCE).optional(),
  /**
   * The day it was paid (YYYY-MM-DD) in the game's time zone: today when left out, never
   * later than today there nor before the day the prize was drawn.
   */
  PaidOn: boundedIsoDate().optional(),
});
export type ClaimPayRequest = z.infer<typeof claimPaySchema>;

/** `POST draw/prize-claim/unclaimed`: after the deadline, what happens to the money. */
export const claimUnclaimedSchema = claimStepSchema.extend({
  Outcome: z.enum(UNCLAIMED_OUTCOMES),
});
export type ClaimUnclaimedRequest = z.infer<typeof claimUnclaimedSchema>;

export const prizeClaimSchema = z.object({
  DrawId: z.string(),
  Kind: z.enum(['Main', 'Extra']),
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  /** An extra draw's name (early bird…); null for the main draw. */
  PrizeName: z.string().nullable(),
  WinningNumber: z.int(),
  WinnerDisplayName: z.string().nullable(),
  /** Staff only: the winner's full name, and how to reach them when the role records claims. */
  Winner: claimWinnerSchema.nullable().optional(),
  /** Cents. */
  Prize: z.int(),
  DrawnAt: z.string(),
  /** The end of the claim period. */
  Deadline: z.string(),
  /** The game's time zone: the deadline is shown in it. */
  TimeZone: z.string(),
  State: z.enum(CLAIM_STATES),
  ContactedAt: z.string().nullable(),
  IdentityCheckedAt: z.string().nullable(),
  PaidAt: z.string().nullable(),
  PaidMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** The day it was paid (YYYY-MM-DD) in the game's time zone; PaidAt is when it was recorded. */
  PaidOn: z.string().nullable(),
  /** The cheque number or transfer reference given with the payment. */
  PaidReference: z.string().nullable(),
  UnclaimedAt: z.string().nullable(),
  UnclaimedOutcome: z.enum(UNCLAIMED_OUTCOMES).nullable(),
  /** Added to the next pot: the amount (cents) and the draw whose pot holds it now. */
  CarriedTo: z
    .object({ GameInstanceId: z.string(), GameInstanceName: z.string(), Amount: z.int() })
    .nullable(),
  /** Redrawn: the redraw that replaced this winner. */
  RedrawId: z.string().nullable(),
});
export type PrizeClaim = z.infer<typeof prizeClaimSchema>;

/** `PUT draw/prize-claim/period/for-organization/{id}`: the rules' claim period, in days. */
export const claimPeriodSchema = z.strictObject({
  ClaimDays: z.int().min(1).max(3650),
});
export type ClaimPeriod = z.infer<typeof claimPeriodSchema>;

/** `GET draw/prize-claim/for-organization/{id}`: every prize, newest first, with its claim. */
export const prizeClaimListSchema = z.object({
  /** The claim period in days (the organization's setting, 30 unless its rules say otherwise). */
  ClaimDays: z.int(),
  Prizes: z.array(prizeClaimSchema),
});
export type PrizeClaimList = z.infer<typeof prizeClaimListSchema>;
