import { z } from 'zod';

/**
 * GET staff/backup-status/for-organization/{organizationId} (owners): whether the platform's
 * backups run: the last one, a failed try after it, and the warnings /readyz also gives.
 */
export const backupStatusSchema = z.object({
  LastBackupAt: z.string().nullable(),
  LastFailure: z.object({ At: z.string(), Error: z.string() }).nullable(),
  Warnings: z.array(z.string()),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupStatusPath = (organizationId: string) =>
  `staff/backup-status/for-organization/${organizationId}`;
