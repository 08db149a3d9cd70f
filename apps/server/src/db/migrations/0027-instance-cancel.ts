import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: staff cancel an instance that has not been drawn. Who, when and why stay on the
 * instance, so a pass of the lifecycle can finish the refunds a crash or a payment that
 * settled afterwards left (setup/instance-cancel.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_instances
    add column cancelled_at timestamptz,
    add column cancelled_by uuid references accounts (id) on delete set null,
    add column cancel_reason text,
    add constraint game_instances_cancelled_check
      check ((cancelled_at is null) or (status = 'Cancelled' and cancel_reason is not null))`.execute(
    db,
  );
  await sql`create index game_instances_cancelled_idx on game_instances (cancelled_at)
    where cancelled_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists game_instances_cancelled_idx`.execute(db);
  await sql`alter table game_instances drop constraint if exists game_instances_cancelled_check,
    drop column if exists cancel_reason, drop column if exists cancelled_by,
    drop column if exists cancelled_at`.execute(db);
}
