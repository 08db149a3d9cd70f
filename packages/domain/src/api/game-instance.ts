import { z } from 'zod';
import { GameInstanceStatus } from '../game-instance-status';
import { bundleSchema } from '../bundles/bundles';

/** Spec §3 "Game instance". Dates are ISO-8601 strings; money is integer cents. */
export const gameInstanceSchema = z.object({
  Id: z.string(),
  GameId: z.string(),
  Name: z.string(),
  Description: z.string(),
  StartedOn: z.string().nullable(),
  EndedOn: z.string().nullable(),
  /** When sales close and when the draw takes place (not in the spec; the dashboard shows them). */
  SalesCloseAt: z.string().nullable().optional(),
  DrawAt: z.string().nullable().optional(),
  /** The game's IANA time zone, in which its schedule is set and its times are shown. */
  TimeZone: z.string().optional(),
  PotTotal: z.number().int(),
  TicketPrice: z.number().int(),
  /** Multi-number prices in force, smallest first (issue 16); TicketPrice stays one number's. */
  Bundles: z.array(bundleSchema).optional(),
  LockPlayersToRegion: z.boolean(),
  GameType: z.number().int(),
  ManualDraw: z.boolean(),
  SubscriptionsEnabled: z.boolean(),
  /** The game's numbers go from 1 to this (not in the spec; Get numbers checks typed ones). */
  NumberRangeMax: z.number().int().positive().optional(),
  /** How many draws a player may pay for at once (1: no prepaying). */
  MaxPrepaidDraws: z.number().int().optional(),
  Status: z.enum(
    Object.values(GameInstanceStatus) as [GameInstanceStatus, ...GameInstanceStatus[]],
  ),
});
export type GameInstance = z.infer<typeof gameInstanceSchema>;

/** Spec §3 "Organization current status". */
export const currentStatusSchema = z.object({
  GameId: z.string().nullable(),
  CollectPlayerAddress: z.boolean(),
  CurrentGameInstance: gameInstanceSchema.nullable(),
});
export type CurrentStatus = z.infer<typeof currentStatusSchema>;
