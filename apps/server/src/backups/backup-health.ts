import { sql, type Kysely } from 'kysely';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import { intervalMs } from './backup-schedule';
import './backup-tables';

export interface BackupStatus {
  lastBackupAt: Date | null;
  lastFailure: { at: Date; error: string } | null;
  /** A backup older than twice the interval (or none for that long), or a failed last try. */
  warnings: string[];
}

/** What /readyz and the owners' pages say about backups, whichever node took them. */
export async function backupStatus(
  db: Kysely<Database>,
  env: Pick<Env, 'BACKUP_INTERVAL_HOURS'>,
  now = new Date(),
): Promise<BackupStatus> {
  const { rows } = await sql<{ last_done: Date | null; since: string | null }>`
    select (select max(finished_at) from backup_runs where status = 'done') as last_done,
      (select timestamp from kysely_migration where name = '0038-backup-runs') as since`.execute(
    db,
  );
  const lastBackupAt = rows[0]?.last_done ? new Date(rows[0].last_done) : null;
  const failed = await db
    .selectFrom('backup_runs')
    .select(['finished_at', 'error'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lastFailure =
    failed?.finished_at && (!lastBackupAt || failed.finished_at > lastBackupAt)
      ? { at: failed.finished_at, error: failed.error ?? 'unknown error' }
      : null;
  const warnings: string[] = [];
  const every = intervalMs(env);
  const since = lastBackupAt ?? (rows[0]?.since ? new Date(rows[0].since) : null);
  if (every > 0 && since && now.getTime() - since.getTime() > 2 * every) {
    warnings.push(
      lastBackupAt
        ? `The last backup is from ${lastBackupAt.toISOString()}, older than twice the backup interval (${env.BACKUP_INTERVAL_HOURS} h).`
        : `No backup has been taken since ${since.toISOString()} (backup interval ${env.BACKUP_INTERVAL_HOURS} h).`,
    );
  }
  if (lastFailure) {
    warnings.push(
      `The last backup failed at ${lastFailure.at.toISOString()}: ${lastFailure.error}`,
    );
  }
  return { lastBackupAt, lastFailure, warnings };
}
