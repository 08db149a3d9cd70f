import { createReadStream, openAsBlob } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '../db/create-database';
import { knownMigrations } from '../db/migrate';
import { BackupFileError, verifyBackupFile, type BackupHeader } from './backup-file';
import { runPgTool } from './pg-tools';
import { restoreLogical } from './restore-logical';
import {
  clearTarget,
  describeTarget,
  targetHasData,
  TargetNotEmptyError,
  type RestoreTarget,
} from './restore-target';

export interface RestoreResult {
  header: BackupHeader;
  /** Where a forced restore moved the data folder it replaced. */
  movedAside: string | null;
}

/** Every check that can refuse, made before anything is written. */
async function checkRestorable(file: string, target: RestoreTarget, force: boolean) {
  const { header, offset } = await verifyBackupFile(file);
  if (!knownMigrations().includes(header.migration)) {
    throw new BackupFileError(
      `${file} was taken at migration ${header.migration}, which this version does not know: ` +
        'restore it with the version that took it (or a later one).',
    );
  }
  if (header.kind !== 'logical' && header.kind !== target.kind) {
    throw new BackupFileError(
      `${file} is a ${header.kind} backup and restores only into ${header.kind === 'pglite' ? 'the embedded database (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}; ` +
        'to move between the two, take a logical backup: npm run backup -- --logical.',
    );
  }
  if (!force && (await targetHasData(target))) {
    throw new TargetNotEmptyError(
      `${describeTarget(target)} already holds a database: nothing was changed. ` +
        'Restore into a new folder or an empty database, or add --force to replace it.',
    );
  }
  return { header, offset };
}

/**
 * Restores a backup of ours into a new data folder (embedded) or an empty PostgreSQL
 * database; a file that is not ours, is damaged or does not fit the target is refused with
 * nothing changed. The server migrates it further at its next start.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const force = options.force ?? false;
  const { header, offset } = await checkRestorable(file, target, force);
  const movedAside = force && (await targetHasData(target)) ? await clearTarget(target) : null;

  if (header.kind === 'logical') {
    const db = await createDatabase(
      target.kind === 'pglite'
        ? { dataDir: target.dataDir }
        : { databaseUrl: target.url, dataDir: '', prepare: false },
    );
    try {
      await restoreLogical(db, file, offset);
    } finally {
      await db.destroy();
    }
  } else if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    const blob = (await openAsBlob(file)).slice(offset);
    const client = await PGlite.create(target.dataDir, { loadDataDir: blob });
    await client.query('select count(*) from kysely_migration');
    await client.close();
  } else {
    await runPgTool(
      'pg_restore',
      target.url,
      ['--no-owner', '--exit-on-error', '--single-transaction'],
      createReadStream(file, { start: offset }),
    );
  }
  return { header, movedAside };
}
