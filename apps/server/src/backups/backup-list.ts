import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME, readHeader, type BackupHeader } from './backup-file';

export interface ListedBackup {
  name: string;
  bytes: number;
  header: BackupHeader | null;
}

/** Our backups in `dir`, newest first (their names start with the time they were taken). */
export async function listBackups(dir: string): Promise<ListedBackup[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const ours = names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  return Promise.all(
    ours.map(async (name) => {
      const file = path.join(dir, name);
      const header = await readHeader(file).then(
        (read) => read.header,
        () => null,
      );
      return { name, bytes: (await stat(file)).size, header };
    }),
  );
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.name);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
