import { z } from 'zod';
import { drawOutcomeSchema } from './extra-draws';
import { idSchema } from './ids';

/** Why a drawn winner is replaced (issue 16 "Redraws"; issue 17 for self-exclusion). */
export const REDRAW_REASONS = ['SelfExcluded', 'UnderAge', 'OutsideRegion', 'Unclaimed'] as const;
export type RedrawReason = (typeof REDRAW_REASONS)[number];
export const redrawReasonSchema = z.enum(REDRAW_REASONS);

/**
 * Step 1, commit: the manager names the draw (a main draw's instance id or an extra draw's
 * id), the reason and the entries to exclude (the current winning number among them). A new
 * seed is committed and its SHA-256 published; nothing is drawn yet.
 */
export const commitRedrawSchema = z.strictObject({
  OrganizationId: idSchema,
  DrawId: idSchema,
  Reason: redrawReasonSchema,
  /** Staff-only detail (never published). */
  Note: z.string().trim().max(500).optional(),
  ExcludedEntries: z.array(z.int().min(1).max(10_000_000)).min(1).max(1000),
});
export type CommitRedraw = z.infer<typeof commitRedrawSchema>;

/** Step 2, draw: only a redraw whose commitment was published by step 1. */
export const runRedrawSchema = z.strictObject({
  OrganizationId: idSchema,
  RedrawId: idSchema,
});

export const redrawSchema = z.object({
  Id: z.string(),
  DrawId: z.string(),
  Sequence: z.int(),
  Reason: redrawReasonSchema,
  Note: z.string().nullable(),
  /** Entries this redraw left out (those of earlier redraws of the same draw stay out too). */
  ExcludedEntries: z.array(z.int()),
  /** The winning number this redraw replaces. */
  ReplacedNumber: z.int(),
  Commitment: z.string(),
  CommittedAt: z.string(),
  Status: z.enum(['Committed', 'Drawn']),
  Result: drawOutcomeSchema.nullable(),
});
export type Redraw = z.infer<typeof redrawSchema>;

/** What the manager's redraw screen shows of one draw: its first result and its redraws. */
export const redrawsOfDrawSchema = z.object({
  DrawId: z.string(),
  Name: z.string(),
  GameInstanceId: z.string(),
  WinningNumber: z.int().nullable(),
  WinnerDisplayName: z.string().nullable(),
  Prize: z.int(),
  /** True when the current winner is self-excluded from the organization. */
  WinnerSelfExcluded: z.boolean(),
  PrizePaid: z.boolean(),
  Redraws: z.array(redrawSchema),
});
export type RedrawsOfDraw = z.infer<typeof redrawsOfDrawSchema>;
