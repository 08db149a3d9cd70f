import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

/** Resolves once a session of this database waits for a row lock (PostgreSQL only). */
export async function waitUntilSomeoneWaitsForALock(db: Kysely<Database>): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    const { rows } = await sql<{ waiting: string }>`select count(*) as waiting
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}
