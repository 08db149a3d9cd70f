import type { Kysely } from 'kysely';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { claimJobs, enqueueJob, finishJob } from '../jobs/job-queue';
import { takeBackup } from './take-backup';

const KIND = 'backup';
const TRIES = 3;
/** Long enough for a large database's dump; a crashed node's backup is taken again after it. */
const LEASE_SECONDS = 3600;

type BackupEnv = Pick<
  Env,
  'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_INTERVAL_HOURS' | 'BACKUP_RETRY_MINUTES'
>;

export const intervalMs = (env: Pick<Env, 'BACKUP_INTERVAL_HOURS'>) =>
  env.BACKUP_INTERVAL_HOURS * 3_600_000;

/**
 * One pass of the schedule on this node: the backup of the current interval is a job (one
 * row per interval, `(kind, key)` unique), so whichever node claims it takes it and the
 * others find nothing to do (decision 0003). A failure is tried again after
 * BACKUP_RETRY_MINUTES, three tries in all; every try is in backup_runs for the owners.
 * Answers whether this node took a backup.
 */
export async function runDueBackup(
  db: Kysely<Database>,
  env: BackupEnv,
  now = Date.now(),
): Promise<boolean> {
  const every = intervalMs(env);
  if (every <= 0) return false;
  await enqueueJob(db, KIND, `slot-${Math.floor(now / every)}`, {});
  const [job] = await claimJobs(db, KIND, 1, LEASE_SECONDS);
  if (!job) return false;
  try {
    await takeBackup(db, {
      dir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
      trigger: 'schedule',
      attempt: job.attempts,
    });
    await finishJob(db, job.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= TRIES) await finishJob(db, job.id, message);
    else {
      await db
        .updateTable('jobs')
        .set({
          status: 'queued',
          last_error: message,
          locked_until: null,
          run_after: new Date(Date.now() + env.BACKUP_RETRY_MINUTES * 60_000),
          updated_at: new Date(),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }
  return true;
}
