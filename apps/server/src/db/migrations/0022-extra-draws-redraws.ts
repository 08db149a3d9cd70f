import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: extra draws of an instance (early bird, multi-prize) and redraws of a drawn
 * winner. Each has its own seed, committed (SHA-256 published) before it is drawn; the seed is
 * copied to the public `seed` column only by the draw. The entry list drawn from is kept with
 * the result, so a later void or refund never changes what was published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table extra_draws (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    game_instance_id uuid not null references game_instances (id) on delete cascade,
    key text,
    name text not null check (length(name) between 1 and 80),
    prize_kind text not null check (prize_kind in ('Fixed', 'Share')),
    prize_amount_cents bigint check (prize_amount_cents > 0),
    prize_share_percent integer check (prize_share_percent between 1 and 100),
    cutoff_at timestamptz not null,
    draw_at timestamptz not null check (draw_at >= cutoff_at),
    secret_seed text not null,
    commitment text not null,
    status text not null default 'Scheduled' check (status in ('Scheduled', 'Drawn')),
    seed text,
    entries bytea,
    entries_hash text,
    entries_count integer,
    winning_number integer,
    winner_player_id uuid references accounts (id) on delete set null,
    winner_display_name text,
    pot_total_cents bigint,
    prize_cents bigint,
    draw_year integer,
    drawn_at timestamptz,
    drawn_by text,
    created_by text not null,
    created_at timestamptz not null default now(),
    unique (game_instance_id, key),
    check ((prize_kind = 'Fixed') = (prize_amount_cents is not null)),
    check ((prize_kind = 'Share') = (prize_share_percent is not null)),
    check ((status = 'Drawn') = (drawn_at is not null and seed is not null))
  )`.execute(db);
  await sql`create index extra_draws_instance_idx on extra_draws (game_instance_id)`.execute(db);
  await sql`create index extra_draws_year_idx on extra_draws (organization_id, draw_year)
    where status = 'Drawn'`.execute(db);

  // Redraw n of a draw replaces the result of redraw n-1 (0: the draw itself): one per step,
  // and one per replaced winning number, whichever request comes second.
  await sql`create table redraws (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    game_instance_id uuid not null references game_instances (id) on delete cascade,
    draw_id uuid not null,
    draw_kind text not null check (draw_kind in ('Main', 'Extra')),
    sequence integer not null check (sequence >= 1),
    reason text not null
      check (reason in ('SelfExcluded', 'UnderAge', 'OutsideRegion', 'Unclaimed')),
    note text check (length(note) <= 500),
    excluded_entries integer[] not null check (cardinality(excluded_entries) >= 1),
    replaced_number integer not null,
    prize_cents bigint not null,
    secret_seed text not null,
    commitment text not null,
    committed_at timestamptz not null default now(),
    committed_by text not null,
    status text not null default 'Committed' check (status in ('Committed', 'Drawn')),
    seed text,
    entries bytea,
    entries_hash text,
    entries_count integer,
    winning_number integer,
    winner_player_id uuid references accounts (id) on delete set null,
    winner_display_name text,
    draw_year integer,
    drawn_at timestamptz,
    drawn_by text,
    unique (draw_id, sequence),
    unique (draw_id, replaced_number),
    check ((status = 'Drawn') = (drawn_at is not null and seed is not null))
  )`.execute(db);
  await sql`create index redraws_year_idx on redraws (organization_id, draw_year)
    where status = 'Drawn'`.execute(db);

  // Days a winner has to claim a prize before a manager may redraw it as unclaimed.
  await sql`alter table organizations add column prize_claim_days integer not null default 30
    check (prize_claim_days between 1 and 3650)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations drop column if exists prize_claim_days`.execute(db);
  await sql`drop table if exists redraws`.execute(db);
  await sql`drop table if exists extra_draws`.execute(db);
}
