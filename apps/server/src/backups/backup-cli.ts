/**
 * `npm run backup`: takes one backup now into BACKUP_DIR (keeping BACKUP_KEEP).
 *   --logical  a kind-neutral backup that restores into PGlite or PostgreSQL
 *   --list     lists the backups in BACKUP_DIR (date, size, migration version)
 * The embedded database has one process: while the server runs, it takes the backup (asked
 * through /ops/backups with OPERATOR_TOKEN); when it is stopped, this command opens the files.
 */
import { loadEnv } from '../config/env';
import { createDatabase } from '../db/create-database';
import { listBackups } from './backup-list';
import { formatBackupTable } from './backup-table-text';
import { takeBackup } from './take-backup';

const args = process.argv.slice(2);
const env = loadEnv();

async function askRunningServer(logical: boolean): Promise<string | null> {
  const url = `http://127.0.0.1:${env.PORT}/ops/backups${logical ? '?logical=true' : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.OPERATOR_TOKEN ?? ''}` },
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { Name?: string; Message?: string };
  if (!response.ok) {
    throw new Error(
      response.status === 404
        ? 'The server runs on this database: set OPERATOR_TOKEN (the same for the server and this command).'
        : `The server refused the backup: ${body.Message ?? response.status}`,
    );
  }
  return body.Name ?? '';
}

async function main() {
  if (args.includes('--list')) {
    process.stdout.write(formatBackupTable(await listBackups(env.BACKUP_DIR)));
    return;
  }
  const logical = args.includes('--logical');
  if (!env.DATABASE_URL) {
    const name = await askRunningServer(logical);
    if (name !== null) {
      process.stdout.write(`backup taken by the running server: ${env.BACKUP_DIR}/${name}\n`);
      return;
    }
  }
  const db = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    prepare: false,
  });
  try {
    const started = Date.now();
    const written = await takeBackup(db, {
      dir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
      logical,
      trigger: 'command',
    });
    process.stdout.write(
      `backup ${written.file}: ${written.bytes} bytes, ${written.header.kind}, ` +
        `migration ${written.header.migration}, ${Date.now() - started} ms\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
