import { sql, type Kysely } from 'kysely';
import {
  createExhaustedHints,
  createJobsTable,
  createPaymentTables,
  createSandboxTables,
} from './0006-payment-tables';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations add column payment_provider text not null default 'sandbox'
    check (payment_provider in ('sandbox', 'stripe'))`.execute(db);

  // One group per assignment or purchase; its subscription state (SubscriptionStatus 0..4) and
  // the instance that a renewal state (2..4) refers to.
  await sql`
    create table player_number_groups (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      game_id uuid not null references games (id) on delete cascade,
      idempotency_key text,
      subscription_status smallint not null default 0 check (subscription_status between 0 and 4),
      subscription_instance_id uuid references game_instances (id) on delete set null,
      subscription_method_id uuid,
      subscribed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (player_id, idempotency_key)
    )`.execute(db);
  await sql`create index player_number_groups_player_idx
    on player_number_groups (player_id, game_id)`.execute(db);
  await sql`create index player_number_groups_subscribed_idx
    on player_number_groups (game_id) where subscription_status > 0`.execute(db);

  // The database, not the code, keeps a number unique within its game.
  await sql`
    create table player_numbers (
      game_id uuid not null references games (id) on delete cascade,
      ticket_number integer not null check (ticket_number >= 1),
      player_id uuid not null references accounts (id) on delete cascade,
      group_id uuid not null references player_number_groups (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (game_id, ticket_number)
    )`.execute(db);
  await sql`create index player_numbers_group_idx on player_numbers (group_id)`.execute(db);
  await sql`create index player_numbers_player_idx on player_numbers (player_id, game_id)`.execute(
    db,
  );
  await sql`
    create function player_numbers_in_range() returns trigger language plpgsql as $$
    begin
      if new.ticket_number > (select number_range_max from games where id = new.game_id) then
        raise exception 'ticket number % is outside the game range', new.ticket_number
          using errcode = 'check_violation';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger player_numbers_in_range before insert or update on player_numbers
      for each row execute function player_numbers_in_range()`.execute(db);

  await createPaymentTables(db);

  // A number is played at most once per instance: pending while its payment is processing.
  await sql`
    create table instance_entries (
      game_instance_id uuid not null references game_instances (id) on delete cascade,
      ticket_number integer not null,
      group_id uuid not null references player_number_groups (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      payment_id uuid not null references payments (id) on delete cascade,
      paid boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (game_instance_id, ticket_number)
    )`.execute(db);
  await sql`create index instance_entries_group_idx
    on instance_entries (group_id, game_instance_id)`.execute(db);
  await sql`create index instance_entries_payment_idx on instance_entries (payment_id)`.execute(db);

  await createSandboxTables(db);
  await createJobsTable(db);
  await createExhaustedHints(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists game_numbers_exhausted, jobs, sandbox_charges, sandbox_cards, instance_entries, receipts,
    payment_events, payments, payment_methods, payment_customers, player_numbers,
    player_number_groups`.execute(db);
  await sql`drop function if exists player_numbers_in_range`.execute(db);
  await sql`alter table organizations drop column payment_provider`.execute(db);
}
