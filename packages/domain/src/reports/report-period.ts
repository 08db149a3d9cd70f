import { z } from 'zod';
import { idSchema } from '../api/ids';

/** The five administrator reports (DESIGN.md §3 "Reports"). */
export const REPORT_KINDS = ['sales', 'draws', 'charities', 'players', 'reconciliation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * A report covers one game instance, or a range of calendar days (inclusive, in the game's
 * time zone). `format=csv` answers the same figures as a CSV download.
 */
export const reportQuerySchema = z
  .object({
    gameInstanceId: idSchema.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => q.gameInstanceId !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: 'Give a gameInstanceId, or both from and to dates.',
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to.',
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportPeriodSchema = z.object({
  GameInstanceId: z.string().nullable(),
  From: z.string().nullable(),
  To: z.string().nullable(),
  /** The game's time zone: days are its calendar days, and screens show times in it. */
  TimeZone: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
