import { z } from 'zod';
import { exclusionPeriods } from '../protection/self-exclusion';
import { limitPeriods } from '../protection/spending-limits';

/** Codes of the money calls refused for responsible-gaming reasons. */
export const ProtectionRefusalCode = {
  SelfExcluded: 'SelfExcluded',
  SelfExclusionEnded: 'SelfExclusionEnded',
  SpendingLimitReached: 'SpendingLimitReached',
} as const;
export type ProtectionRefusalCode =
  (typeof ProtectionRefusalCode)[keyof typeof ProtectionRefusalCode];

export const selfExclusionSchema = z.object({
  Period: z.enum(exclusionPeriods),
  StartedOn: z.string(),
  EndsOn: z.string(),
  /** `AwaitingOptIn`: the period is over; the player must opt back in to play again. */
  State: z.enum(['Excluded', 'AwaitingOptIn']),
});

export const spendingLimitSchema = z.object({
  Period: z.enum(limitPeriods),
  /** Integer cents; null: no limit. */
  Amount: z.number().int().nullable(),
  /** Spent in the current window (the last 24 hours, 7 days or 30 days), integer cents. */
  Spent: z.number().int(),
  /** A raise or removal waiting its 24 hours. */
  Pending: z.object({ Amount: z.number().int().nullable(), EffectiveOn: z.string() }).nullable(),
});

/** `GET player/protection/by-player/{playerId}/for-organization/{organizationId}`. */
export const playerProtectionSchema = z.object({
  SelfExclusion: selfExclusionSchema.nullable(),
  SpendingLimits: z.array(spendingLimitSchema),
});
export type PlayerProtection = z.infer<typeof playerProtectionSchema>;

const playerOfOrganization = { PlayerId: z.uuid(), OrganizationId: z.uuid() };

/** `POST player/self-exclusion`. */
export const selfExcludeBodySchema = z.object({
  ...playerOfOrganization,
  Period: z.enum(exclusionPeriods),
});

/** `POST player/self-exclusion/opt-in`. */
export const optInBodySchema = z.object(playerOfOrganization);

/** The largest limit a player can set: $100,000. */
export const MAX_LIMIT_CENTS = 10_000_000;

/** `PUT player/spending-limit`: Amount in integer cents, null to remove the limit. */
export const spendingLimitBodySchema = z.object({
  ...playerOfOrganization,
  Period: z.enum(limitPeriods),
  Amount: z.number().int().min(100).max(MAX_LIMIT_CENTS).nullable(),
});
