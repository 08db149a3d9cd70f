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
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnerCircleSchema = z.object({ Winners: z.array(winnerSchema) });
export type WinnerCircle = z.infer<typeof winnerCircleSchema>;
