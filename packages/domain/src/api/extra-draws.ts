import { z } from 'zod';
import { extraDrawTranslationsSchema } from '../setup/text-translations';
import { idSchema } from './ids';

const name = z.string().trim().min(1).max(80);
const isoDateTime = z.iso.datetime({ offset: true });

/** A fixed amount (cents) or a share (percent) of the pot at the extra draw's time. */
export const extraPrizeSchema = z.discriminatedUnion('Kind', [
  z.strictObject({ Kind: z.literal('Fixed'), Amount: z.int().min(1).max(100_000_000) }),
  z.strictObject({ Kind: z.literal('Share'), Percent: z.int().min(1).max(100) }),
]);
export type ExtraPrizeBody = z.infer<typeof extraPrizeSchema>;

/** A manager adds an early-bird or second-prize draw to an instance (issue 16). */
export const createExtraDrawSchema = z.strictObject({
  OrganizationId: idSchema,
  GameInstanceId: idSchema,
  Name: name,
  /** Its French name, like the other texts staff set (`translations.fr.name`); optional. */
  translations: extraDrawTranslationsSchema,
  Prize: extraPrizeSchema,
  /** Entries made up to this moment take part. */
  CutoffAt: isoDateTime,
  DrawAt: isoDateTime,
});
export type CreateExtraDraw = z.infer<typeof createExtraDrawSchema>;

export const runExtraDrawSchema = z.strictObject({
  OrganizationId: idSchema,
  ExtraDrawId: idSchema,
});

/** The published outcome of one draw (extra draw or redraw), as staff and the public read it. */
export const drawOutcomeSchema = z.object({
  WinningNumber: z.int().nullable(),
  WinnerDisplayName: z.string().nullable(),
  /** Cents. */
  Prize: z.int(),
  EntriesCount: z.int(),
  EntriesHash: z.string(),
  Seed: z.string(),
  DrawnOn: z.string(),
  /** Path of the public verification record (what `npm run verify-draw` reads). */
  VerificationUrl: z.string(),
});
export type DrawOutcomeView = z.infer<typeof drawOutcomeSchema>;

export const extraDrawSchema = z.object({
  Id: z.string(),
  GameInstanceId: z.string(),
  Name: z.string(),
  Prize: extraPrizeSchema,
  CutoffAt: z.string(),
  DrawAt: z.string(),
  Status: z.enum(['Scheduled', 'Drawn']),
  /** SHA-256 of the extra draw's own seed, published when it was set up. */
  Commitment: z.string(),
  Result: drawOutcomeSchema.nullable(),
});
export type ExtraDraw = z.infer<typeof extraDrawSchema>;

export const extraDrawListSchema = z.object({ ExtraDraws: z.array(extraDrawSchema) });
export type ExtraDrawList = z.infer<typeof extraDrawListSchema>;
