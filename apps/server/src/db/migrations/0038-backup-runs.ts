import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: every backup attempt (scheduled or by command), whichever node took it, so that
 * /readyz and the owners' pages see a failed or missed backup from any node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table backup_runs (
    id bigint generated always as identity primary key,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    status text not null check (status in ('running', 'done', 'failed')),
    trigger text not null check (trigger in ('schedule', 'command')),
    attempt int not null default 1,
    file_name text,
    bytes bigint,
    migration text,
    error text
  )`.execute(db);
  await sql`create index backup_runs_done_idx on backup_runs (finished_at desc)
    where status = 'done'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists backup_runs`.execute(db);
}
