import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: an unclaimed prize "added to the next pot" moves its money. One carry-in per
 * claim (unique: a second request, a double click or a replay finds it taken), into a later
 * instance of the same game; the amount joins that instance's jackpot and its folded pot
 * (game_instances.jackpot_cents, pot_total_cents) in the same transaction, so the pot stays
 * "sales + carried in". A claim declared "Redrawn" names the redraw that replaced its winner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pot_carry_ins (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    prize_claim_id uuid not null unique references prize_claims (id) on delete cascade,
    source_draw_id uuid not null,
    source_instance_id uuid not null references game_instances (id) on delete cascade,
    target_instance_id uuid not null references game_instances (id) on delete cascade,
    amount_cents bigint not null check (amount_cents > 0),
    carried_at timestamptz not null default now(),
    carried_by text not null,
    check (source_instance_id <> target_instance_id)
  )`.execute(db);
  await sql`create index pot_carry_ins_target_idx on pot_carry_ins (target_instance_id)`.execute(
    db,
  );
  await sql`create index pot_carry_ins_source_idx on pot_carry_ins (source_draw_id)`.execute(db);
  await sql`alter table prize_claims add column redraw_id uuid references redraws (id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prize_claims drop column if exists redraw_id`.execute(db);
  await sql`drop table if exists pot_carry_ins`.execute(db);
}
