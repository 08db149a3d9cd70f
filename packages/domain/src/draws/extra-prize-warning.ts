import { z } from 'zod';
import { extraDrawSchema, type ExtraPrizeBody } from '../api/extra-draws';
import { formatCents } from '../currency';

/**
 * An extra draw accepted with a point to acknowledge (issue 27): a fixed prize above the pot
 * so far. Not refused: the charity guarantees a fixed prize, and may pay more than sales bring.
 */
export const extraDrawWarningSchema = z.object({
  Code: z.literal('FixedPrizeAbovePot'),
  Message: z.string(),
  /** Cents. */
  Prize: z.int(),
  /** The instance's pot when the draw was added, in cents. */
  Pot: z.int(),
});
export type ExtraDrawWarning = z.infer<typeof extraDrawWarningSchema>;

/** The answer to adding an extra draw: the draw, and what the staff member should know. */
export const createdExtraDrawSchema = extraDrawSchema.extend({
  Warnings: z.array(extraDrawWarningSchema),
});

/** True when a fixed prize is more than the pot: the charity pays the difference. */
export const prizeAbovePot = (prize: ExtraPrizeBody, potCents: number): boolean =>
  prize.Kind === 'Fixed' && prize.Amount > potCents;

/** The English of the warning (the server words the French). */
export const fixedPrizeAbovePotWords = (prizeCents: number, potCents: number) =>
  `The fixed prize (${formatCents(prizeCents)}) is more than the pot so far (${formatCents(potCents)}): the charity pays it in full, even if sales stay low.`;

/** The warning for a fixed prize above the pot so far, or none. */
export function extraDrawWarnings(prize: ExtraPrizeBody, potCents: number): ExtraDrawWarning[] {
  if (prize.Kind !== 'Fixed' || !prizeAbovePot(prize, potCents)) return [];
  return [
    {
      Code: 'FixedPrizeAbovePot',
      Message: fixedPrizeAbovePotWords(prize.Amount, potCents),
      Prize: prize.Amount,
      Pot: potCents,
    },
  ];
}
