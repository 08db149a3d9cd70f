import { z } from 'zod';
import { leftOutEntrySchema } from '../draws/eligibility';
import { redrawReasonSchema } from './redraws';

/**
 * What a published record says beyond the main draw's fields (issue 16): which kind of draw it
 * is, how its number is picked, an extra draw's prize name and cut-off, what a redraw replaced
 * and left out, and the redraws and extra draws that hang off it. All optional: records of
 * main draws published before keep their shape.
 */
export const publishedDrawExtras = {
  kind: z.enum(['Main', 'Extra', 'Redraw']).optional(),
  /** `entries`: the number is one of the entries (extra draws and redraws, whatever the game). */
  pick: z.enum(['range', 'entries']).optional(),
  prizeName: z.string().nullable().optional(),
  /** Extra draw: entries made up to this moment take part. */
  cutoffAt: z.string().nullable().optional(),
  /** Redraw: the draw it replaces, why, and every entry left out of that draw's list. */
  redrawOf: z
    .object({
      drawId: z.string(),
      reason: redrawReasonSchema,
      replacedNumber: z.number().int(),
      excludedEntries: z.array(z.number().int()),
      /** The drawn list the exclusions apply to (the CLI checks the redraw's list against it). */
      baseEntriesUrl: z.string(),
    })
    .nullable()
    .optional(),
  /**
   * Once drawn: the entries the draw left out because their holder was not eligible (domain
   * draws/eligibility.ts), each with a reason code; the entries list no longer holds them.
   */
  leftOut: z.array(leftOutEntrySchema).nullable().optional(),
  /** Redraws of this draw, in order: its result stays published with each reason. */
  redraws: z
    .array(
      z.object({
        id: z.string(),
        reason: redrawReasonSchema,
        drawn: z.boolean(),
        url: z.string(),
      }),
    )
    .optional(),
  /** Main draw: the instance's extra draws. */
  extraDraws: z
    .array(z.object({ id: z.string(), name: z.string(), drawn: z.boolean(), url: z.string() }))
    .optional(),
};
