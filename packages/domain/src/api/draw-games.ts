import { z } from 'zod';

/**
 * The games the administrator's draw screen may show: every game of the organization with an
 * instance open or with sales closed (its draw still to run), and the current game always.
 */
export const drawGameSchema = z.object({
  GameId: z.string(),
  GameName: z.string(),
  GameType: z.number().int(),
  /** True when staff run its draw here; false when the scheduler draws it. */
  ManualDraw: z.boolean(),
  /** The organization's current game: the screen opens on it. */
  Current: z.boolean(),
  /** Its instance to draw (open or sales closed), or null (the current game, nothing to draw). */
  GameInstanceId: z.string().nullable(),
  GameInstanceName: z.string().nullable(),
  Status: z.string().nullable(),
});
export type DrawGame = z.infer<typeof drawGameSchema>;

export const drawGamesSchema = z.object({ Games: z.array(drawGameSchema) });
export type DrawGames = z.infer<typeof drawGamesSchema>;

/** `GET draw/manual/for-organization/{organizationId}?GameId=`: one game's view, not the current's. */
export const manualDrawQuerySchema = z.object({
  GameId: z.uuid().optional().describe('A game of the organization; the current game when absent'),
});
