import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: rate limits shared by every node. One row per limited key (route and client)
 * and window; unlogged, as a crash that forgets a minute of counts costs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_hits (
    key text primary key,
    hits integer not null,
    resets_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_hits_resets_at_idx on rate_limit_hits (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
}
