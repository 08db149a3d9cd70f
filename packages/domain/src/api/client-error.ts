import { z } from 'zod';

/** What the SPA reports to `POST /api/client-errors` in production (spec §8). */
export const clientErrorReportSchema = z.object({
  Message: z.string().min(1).max(2000),
  Stack: z.string().max(20000).nullable().optional(),
  Url: z.string().max(2000),
  AppVersion: z.string().max(100),
  UserAgent: z.string().max(1000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
