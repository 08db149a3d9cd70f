import { sql, type Kysely } from 'kysely';

/**
 * A prize's payment as the charity's books need it: the cheque number or transfer reference,
 * and the day it was paid in the game's time zone (an earlier day than the one it is recorded
 * on). Claims paid before this read their day from paid_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prize_claims
    add column paid_on date,
    add column paid_reference text
      check (paid_reference is null or char_length(paid_reference) between 1 and 60),
    add constraint prize_claims_paid_on_paid check (paid_on is null or paid_at is not null),
    add constraint prize_claims_reference_paid check (paid_reference is null or paid_at is not null)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prize_claims
    drop constraint if exists prize_claims_reference_paid,
    drop constraint if exists prize_claims_paid_on_paid,
    drop column if exists paid_reference,
    drop column if exists paid_on`.execute(db);
}
