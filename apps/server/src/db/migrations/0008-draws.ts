import { sql, type Kysely } from 'kysely';
import { createEntryGuard, createPotNotify } from './0008-draw-triggers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // GoldRush: the jackpot carried over into this instance (its PotTotal starts at it).
  await sql`alter table game_instances add column jackpot_cents bigint not null default 0
    check (jackpot_cents >= 0)`.execute(db);

  // The secret seed lives apart from the instance: no route ever selects this table before
  // the draw, and only its SHA-256 (game_instances.seed_commitment) is public.
  await sql`
    create table draw_seeds (
      game_instance_id uuid primary key references game_instances (id) on delete cascade,
      seed text not null check (seed ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now()
    )`.execute(db);

  // One row per drawn instance: the primary key is the last word on "exactly once".
  await sql`
    create table draws (
      game_instance_id uuid primary key references game_instances (id) on delete cascade,
      organization_id uuid not null references organizations (id) on delete cascade,
      game_id uuid not null references games (id) on delete cascade,
      game_type smallint not null check (game_type in (1, 2)),
      instance_name text not null,
      range_max integer not null check (range_max >= 1),
      commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
      seed text not null check (seed ~ '^[0-9a-f]{64}$'),
      entries_hash text not null check (entries_hash ~ '^[0-9a-f]{64}$'),
      entries_count bigint not null check (entries_count >= 0),
      winning_number integer,
      outcome text not null check (outcome in ('PaidWinner', 'Rollover', 'NoEntries')),
      winner_player_id uuid references accounts (id) on delete set null,
      winner_display_name text,
      sales_cents bigint not null check (sales_cents >= 0),
      jackpot_cents bigint not null check (jackpot_cents >= 0),
      pot_total_cents bigint not null check (pot_total_cents >= 0),
      prize_cents bigint not null check (prize_cents >= 0),
      rollover_cents bigint not null check (rollover_cents >= 0),
      charity_cents bigint not null check (charity_cents >= 0),
      draw_year smallint not null,
      drawn_at timestamptz not null default now(),
      drawn_by text not null,
      check (prize_cents = 0 or rollover_cents = 0),
      check (outcome = 'PaidWinner' or winner_player_id is null)
    )`.execute(db);
  // The winner circle of a year: one index range per organization and year.
  await sql`create index draws_winner_circle_idx
    on draws (organization_id, draw_year, drawn_at)`.execute(db);

  // The draw refuses while entries are still being paid for: found without scanning them all.
  await sql`create index instance_entries_pending_idx on instance_entries (game_instance_id)
    where not paid`.execute(db);

  await createPotNotify(db);
  await createEntryGuard(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists instance_entries_open_only on instance_entries`.execute(db);
  await sql`drop function if exists instance_entries_open_only`.execute(db);
  await sql`drop trigger if exists game_instances_pot_notify on game_instances`.execute(db);
  await sql`drop function if exists game_instances_pot_notify`.execute(db);
  await sql`drop index if exists instance_entries_pending_idx`.execute(db);
  await sql`drop table if exists draws, draw_seeds`.execute(db);
  await sql`alter table game_instances drop column jackpot_cents`.execute(db);
}
