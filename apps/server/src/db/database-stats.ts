import type { LogEvent } from 'kysely';
import type pg from 'pg';

/** What this process asked of its database since it started (exported as metrics). */
export const databaseStats = { statements: 0, checkouts: 0, poolWaitSeconds: 0 };

/** Kysely's log hook: one call per statement. */
export function countStatement(event: LogEvent): void {
  if (event.level === 'query') databaseStats.statements += 1;
}

/** Times every connection checkout: the wait for a free connection is the pool's queue. */
export function timePoolCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const timed = async () => {
    const started = performance.now();
    try {
      return await connect();
    } finally {
      databaseStats.checkouts += 1;
      databaseStats.poolWaitSeconds += (performance.now() - started) / 1000;
    }
  };
  Object.assign(pool, { connect: timed });
}
