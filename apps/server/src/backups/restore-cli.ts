/**
 * `npm run restore -- <file> [--data-dir <folder> | --database-url <url>] [--force]`
 * Restores one of our backups into a new data folder (embedded; default DATA_DIR) or an empty
 * PostgreSQL database (default DATABASE_URL). A foreign or damaged file, or a target that
 * already holds a database (without --force), is refused and nothing is changed.
 */
import path from 'node:path';
import { loadEnv } from '../config/env';
import { fromRepoRoot } from '../config/paths';
import { BackupFileError } from './backup-file';
import { restoreBackup } from './restore-backup';
import { describeTarget, TargetNotEmptyError, type RestoreTarget } from './restore-target';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const withValue = new Set(['--data-dir', '--database-url']);
const file = args.find((arg, i) => !arg.startsWith('--') && !withValue.has(args[i - 1] ?? ''));

async function main(): Promise<number> {
  if (!file) {
    process.stderr.write(
      'usage: npm run restore -- <file> [--data-dir <folder> | --database-url <url>] [--force]\n',
    );
    return 2;
  }
  const env = loadEnv();
  const dataDir = value('--data-dir');
  const url = value('--database-url') ?? (dataDir ? undefined : env.DATABASE_URL);
  const target: RestoreTarget = url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: dataDir ? fromRepoRoot(dataDir) : env.DATA_DIR };
  const started = Date.now();
  try {
    const result = await restoreBackup(
      path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
      target,
      {
        force: args.includes('--force'),
      },
    );
    if (result.movedAside)
      process.stdout.write(`the replaced data folder is in ${result.movedAside}\n`);
    process.stdout.write(
      `restored ${result.header.kind} backup of ${result.header.createdAt} ` +
        `(migration ${result.header.migration}) into ${describeTarget(target)} ` +
        `in ${Date.now() - started} ms\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof TargetNotEmptyError) {
      process.stderr.write(`Refused: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
