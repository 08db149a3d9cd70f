import { z } from 'zod';

/** An extra draw's or a redraw's winner in the draws report (issue 16: with the prize's name). */
export const extraWinnerRowSchema = z.object({
  DrawId: z.string(),
  GameInstanceName: z.string(),
  Kind: z.enum(['Extra', 'Redraw']),
  /** The extra draw's prize name; null for a redraw of a main draw. */
  PrizeName: z.string().nullable(),
  /** Redraw: why the result before it was replaced (a RedrawReason). */
  RedrawReason: z.string().nullable(),
  DrawnAt: z.string(),
  WinningNumber: z.number().int().nullable(),
  WinnerDisplayName: z.string().nullable(),
  /** Cents. */
  Prize: z.number().int(),
  VerificationPath: z.string(),
  /** The draw (game instance) it belongs to: the financial return counts its prize there. */
  GameInstanceId: z.string().optional(),
  /** Extra: the part of its prize added to a later pot, unclaimed (decision 0025). Cents. */
  CarriedOut: z.number().int().optional(),
});
export type ExtraWinnerRow = z.infer<typeof extraWinnerRowSchema>;
