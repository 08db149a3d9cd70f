import { z } from 'zod';

/** One draw in the winner circle of a year (DESIGN.md §3 "Draws"). */
export const winnerSchema = z.object({
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  DrawnOn: z.string(),
  WinningNumber: z.number().int(),
  /** Prize paid in cents; 0 when a GoldRush draw had no paid winner. */
  Prize: z.number().int(),
  /** First name and last initial, or null when nobody held the paid winning number. */
  DisplayName: z.string().nullable(),
  /** GoldRush: amount rolled over into the next instance when the number was not paid. */
  Rollover: z.number().int(),
  /** The id whose verification page shows this result (the instance's for its main draw). */
  DrawId: z.string().optional(),
  /** An extra draw's prize name ("Early bird"); null or absent for the main draw. */
  PrizeName: z.string().nullable().optional(),
  /** Set when this result was replaced by a redraw, and why (a RedrawReason). */
  RedrawnBecause: z.string().nullable().optional(),
  /** Set when this result is a redraw, and why (a RedrawReason). */
  RedrawReason: z.string().nullable().optional(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnerCircleSchema = z.object({
  Winners: z.array(winnerSchema),
  /**
   * The first year of the organization's games (their first instance opened, or their first
   * draw if earlier), in the game's time zone: the draw results offer no year before it.
   * Null while no instance has opened.
   */
  FirstYear: z.number().int().nullable(),
});
export type WinnerCircle = z.infer<typeof winnerCircleSchema>;
