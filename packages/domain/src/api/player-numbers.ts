import { z } from 'zod';
import { SubscriptionStatus } from '../subscription-status';

/** Spec §3 "Player number". */
export const playerNumberSchema = z.object({
  TicketNumber: z.number().int(),
  SubscriptionStatus: z.union(
    Object.values(SubscriptionStatus).map((value) => z.literal(value)) as [
      z.ZodLiteral<SubscriptionStatus>,
      ...z.ZodLiteral<SubscriptionStatus>[],
    ],
  ),
  GameId: z.string(),
});

/** Spec §3 "Player number group". */
export const playerNumberGroupSchema = z.object({
  Id: z.string(),
  Paid: z.boolean(),
  PlayerNumbers: z.array(playerNumberSchema),
  /**
   * Whether the group auto-plays. Its numbers' SubscriptionStatus shows the payment of the
   * current draw once there is one, so it cannot tell this on its own.
   */
  Subscribed: z.boolean().optional(),
  /** The saved card auto-play charges for this group (issue 12); null when not subscribed. */
  SubscriptionPaymentMethodId: z.string().nullable().optional(),
});

/** `GET player-number/by-player/{playerId}/for-organization/{organizationId}`. */
export const playerNumbersSchema = z.object({ PlayerNumbers: z.array(playerNumberSchema) });

/** `GET player-number/by-player/{playerId}/for-game-instance-in-groups/{gameInstanceId}`. */
export const playerNumberGroupsSchema = z.object({
  PlayerNumberGroups: z.array(playerNumberGroupSchema),
});
