import { sql, type Kysely } from 'kysely';

/** Issue 7: an administrator records that a draw's prize was paid out (unclaimed prizes). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table draws
    add column prize_paid_at timestamptz,
    add column prize_paid_by uuid references accounts (id) on delete set null,
    add constraint draws_prize_paid_by_check
      check (prize_paid_by is null or prize_paid_at is not null),
    add constraint draws_prize_paid_check
      check (prize_paid_at is null or (outcome = 'PaidWinner' and prize_cents > 0))`.execute(db);
  // The unclaimed prizes of an organization, oldest first: a few rows of a small index.
  await sql`create index draws_unclaimed_idx on draws (organization_id, drawn_at)
    where prize_paid_at is null and prize_cents > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists draws_unclaimed_idx`.execute(db);
  await sql`alter table draws drop constraint draws_prize_paid_check,
    drop constraint draws_prize_paid_by_check,
    drop column prize_paid_by, drop column prize_paid_at`.execute(db);
}
