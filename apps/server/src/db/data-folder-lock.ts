import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * One process at a time opens an embedded database folder: PGlite has no lock of its own, and
 * two servers writing the same files (a restart while the old process still runs, a second
 * `npm start`) would damage it. The lock is a file beside the folder holding the owner's
 * process id; a lock whose process is gone, or is not a Node process any more (its id reused
 * after a crash), is taken over, so a crash never keeps the site from starting again.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir.replace(/\/+$/, '')}.lock`;
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isNodeProcess(holder)) {
    throw new Error(
      `The embedded database ${dataDir} is open in another server (process ${holder}): ` +
        'one process at a time. Stop it first, or remove the lock file ' +
        `${lockFile} if that process is not this server.`,
    );
  }
  await writeFile(lockFile, `${process.pid}\n`);
  return async () => {
    const still = await readFile(lockFile, 'utf8').catch(() => '');
    if (Number.parseInt(still, 10) === process.pid) await rm(lockFile, { force: true });
  };
}

function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but another user's; ESRCH: gone.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // No /proc (not Linux): alive is all we know.
  }
}
