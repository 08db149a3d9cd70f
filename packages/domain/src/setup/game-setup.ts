import { instanceTranslationsSetupSchema } from './instance-setup';
import { z } from 'zod';
import { bundleSpecSchema } from '../bundles/bundles';
import { regionSchema } from '../geo/region';

export const instanceRowSchema = z.object({
  id: z.string(),
  sequence: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  startedOn: z.string().nullable(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  /** Why staff cancelled it (a cancelled instance only). */
  cancelReason: z.string().optional(),
  /** Its French name and description, when it has them (issue 27). */
  translations: instanceTranslationsSetupSchema,
});
export type InstanceRow = z.infer<typeof instanceRowSchema>;

/** One game as the console shows it, with its instances (newest first) and what comes next. */
export const gameSetupSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** French texts (issue 27): what the console edits beside the English. */
  translations: z.object({
    fr: z.object({ name: z.string().optional(), description: z.string().optional() }),
  }),
  type: z.enum(['GoldRush', 'ProgressiveFiftyFifty']),
  current: z.boolean(),
  numberRangeMax: z.number().int(),
  /** Null: the organization's setting applies. */
  maxNumbersPerPlayer: z.number().int().nullable(),
  maxPrepaidDraws: z.number().int(),
  region: regionSchema.nullable(),
  ticketPriceCents: z.number().int(),
  winnerSharePercent: z.number().int(),
  manualDraw: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  lockPlayersToRegion: z.boolean(),
  timeZone: z.string(),
  drawWeekday: z.number().int().nullable(),
  drawTime: z.string().nullable(),
  salesCloseMinutesBeforeDraw: z.number().int(),
  /** Price bundles (issue 16), as the YAML file writes them; read-only in the console. */
  bundles: z.array(bundleSpecSchema),
  instances: z.array(instanceRowSchema),
  /** A suggestion for the next instance, on the game's clock (after the last one's draw). */
  next: z.object({
    name: z.string(),
    /** The French name suggested beside the English one (issue 27). */
    translations: z.object({ fr: z.object({ name: z.string() }) }).optional(),
    opensAt: z.string(),
    salesCloseAt: z.string(),
    drawAt: z.string(),
  }),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;

export const gameSetupListSchema = z.object({ games: z.array(gameSetupSchema) });
export type GameSetupList = z.infer<typeof gameSetupListSchema>;
