import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table games (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      key text not null check (key ~ '^[a-z0-9][a-z0-9-]*$'),
      game_type smallint not null check (game_type in (1, 2)),
      name text not null check (length(name) between 1 and 200),
      number_range_max integer not null check (number_range_max between 1 and 10000000),
      ticket_price_cents bigint not null check (ticket_price_cents > 0),
      winner_share_percent smallint not null check (winner_share_percent between 1 and 100),
      manual_draw boolean not null default false,
      subscriptions_enabled boolean not null default false,
      lock_players_to_region boolean not null default false,
      region_geojson jsonb,
      draw_weekday smallint check (draw_weekday between 0 and 6),
      draw_time time,
      time_zone text not null,
      sales_close_minutes_before_draw integer not null default 60
        check (sales_close_minutes_before_draw >= 0),
      created_at timestamptz not null default now(),
      unique (organization_id, key),
      unique (id, organization_id),
      check (not lock_players_to_region or region_geojson is not null)
    )`.execute(db);

  await sql`
    create table game_instances (
      id uuid primary key default gen_random_uuid(),
      game_id uuid not null references games (id) on delete cascade,
      sequence integer not null check (sequence > 0),
      name text not null check (length(name) between 1 and 200),
      description text not null default '',
      status text not null default 'Scheduled'
        check (status in ('Scheduled', 'Open', 'SalesClosed', 'Drawn', 'Cancelled')),
      ticket_price_cents bigint not null check (ticket_price_cents > 0),
      pot_total_cents bigint not null default 0 check (pot_total_cents >= 0),
      started_on timestamptz,
      ended_on timestamptz,
      sales_close_at timestamptz not null,
      draw_at timestamptz not null,
      seed_commitment text check (seed_commitment ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      unique (game_id, sequence),
      check (sales_close_at <= draw_at),
      check (ended_on is null or started_on is null or ended_on >= started_on)
    )`.execute(db);
  // A game sells for one draw period at a time.
  await sql`create unique index game_instances_one_open_idx
    on game_instances (game_id) where status = 'Open'`.execute(db);

  // The current game must belong to the organization that points at it.
  await sql`
    alter table organizations
      add column current_game_id uuid,
      add foreign key (current_game_id, id) references games (id, organization_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations drop column current_game_id`.execute(db);
  await sql`drop table game_instances, games`.execute(db);
}
