import { z } from 'zod';
import { idSchema } from '../api/ids';
import { boundedIsoDate, daysBetween } from '../requests/bounded-date';

/** The five administrator reports (DESIGN.md §3 "Reports"). */
export const REPORT_KINDS = [
  'sales',
  'draws',
  'charities',
  'players',
  'reconciliation',
  'voids',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Ten years of days: any season fits, a century of empty days is not worked out. */
export const MAX_REPORT_DAYS = 3661;

/**
 * A report covers one game instance, or a range of calendar days (inclusive, in the game's
 * time zone). `format=csv` answers the same figures as a CSV download.
 */
export const reportQuerySchema = z
  .object({
    gameInstanceId: idSchema.optional(),
    from: boundedIsoDate().optional(),
    to: boundedIsoDate().optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => q.gameInstanceId !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: 'Give a gameInstanceId, or both from and to dates.',
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to.',
  })
  .refine(
    (q) =>
      q.from === undefined || q.to === undefined || daysBetween(q.from, q.to) < MAX_REPORT_DAYS,
    { message: `A report covers at most ${MAX_REPORT_DAYS} days.` },
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportPeriodSchema = z.object({
  GameInstanceId: z.string().nullable(),
  From: z.string().nullable(),
  To: z.string().nullable(),
  /** The game's time zone: days are its calendar days, and screens show times in it. */
  TimeZone: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
