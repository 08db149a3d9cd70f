import os from 'node:os';

/**
 * Server processes on this machine (WORKERS): by default one per core on PostgreSQL, and
 * always one on the embedded database, whose files only one process may open.
 */
export function workerCount(env: {
  WORKERS?: number | undefined;
  DATABASE_URL?: string | undefined;
}) {
  if (!env.DATABASE_URL) {
    if ((env.WORKERS ?? 1) > 1) {
      throw new Error('WORKERS > 1 needs DATABASE_URL: the embedded database has one process');
    }
    return 1;
  }
  return env.WORKERS ?? os.availableParallelism();
}
