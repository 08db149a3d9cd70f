import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { listenSourceOf } from '../db/listen-source';
import type { BackupKind } from './backup-file';
import { rotateBackups } from './backup-list';
import { dumpEmbedded } from './dump-embedded';
import { dumpLogical } from './dump-logical';
import { dumpPostgres } from './pg-tools';
import { writeBackupFile, type WrittenBackup } from './write-backup-file';
import './backup-tables';

export interface BackupOptions {
  dir: string;
  keep: number;
  /** A kind-neutral dump (to move between PGlite and PostgreSQL) instead of the native one. */
  logical?: boolean;
  trigger: 'schedule' | 'command';
  attempt?: number;
}

export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

function nativeKind(db: Kysely<Database>): BackupKind {
  return listenSourceOf(db)?.kind === 'pglite' ? 'pglite' : 'postgres';
}

/**
 * Takes one backup now into `dir`, keeps the newest `keep`, and records the attempt in
 * backup_runs (failed ones too, with the reason) for /readyz and the owners' pages.
 */
export async function takeBackup(
  db: Kysely<Database>,
  options: BackupOptions,
): Promise<WrittenBackup> {
  const run = await db
    .insertInto('backup_runs')
    .values({ status: 'running', trigger: options.trigger, attempt: options.attempt ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const migrations = await appliedMigrations(db);
    const migration = migrations[migrations.length - 1] ?? 'none';
    const kind: BackupKind = options.logical ? 'logical' : nativeKind(db);
    const written = await writeBackupFile(options.dir, kind, migration, (payload) => {
      if (kind === 'logical') return dumpLogical(db, payload, migrations);
      if (kind === 'pglite') return dumpEmbedded(db, payload);
      const source = listenSourceOf(db);
      if (source?.kind !== 'postgres') throw new Error('No PostgreSQL connection URL known.');
      return dumpPostgres(source.connectionString, payload);
    });
    await rotateBackups(options.dir, options.keep);
    await db
      .updateTable('backup_runs')
      .set({
        status: 'done',
        finished_at: new Date(),
        file_name: written.file.split('/').pop() ?? null,
        bytes: written.bytes,
        migration,
      })
      .where('id', '=', run.id)
      .execute();
    return written;
  } catch (error) {
    await db
      .updateTable('backup_runs')
      .set({
        status: 'failed',
        finished_at: new Date(),
        error: error instanceof Error ? error.message : String(error),
      })
      .where('id', '=', run.id)
      .execute();
    throw error;
  }
}
