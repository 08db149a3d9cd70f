import { sql, type Kysely } from 'kysely';

/** Issue 17: self-exclusion and spending limits, per player and organization. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table self_exclusions (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    player_id uuid not null references accounts (id) on delete cascade,
    period text not null check (period in ('SixMonths', 'OneYear', 'TwoYears', 'FiveYears')),
    starts_at timestamptz not null,
    ends_at timestamptz not null check (ends_at > starts_at),
    opted_back_in_at timestamptz check (opted_back_in_at is null or opted_back_in_at >= ends_at),
    created_at timestamptz not null default now()
  )`.execute(db);
  // At most one exclusion a player has not opted back in from: the database refuses a second.
  await sql`create unique index self_exclusions_open_idx
    on self_exclusions (organization_id, player_id) where opted_back_in_at is null`.execute(db);
  // Nothing shortens or lifts an exclusion: only the opt-in after its end may be written.
  await sql`create function self_exclusions_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then raise exception 'self-exclusions are never deleted'; end if;
      if new.ends_at <> old.ends_at or new.starts_at <> old.starts_at
         or new.period <> old.period or old.opted_back_in_at is not null then
        raise exception 'a self-exclusion cannot be changed';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger self_exclusions_guard before update or delete on self_exclusions
    for each row execute function self_exclusions_guard()`.execute(db);

  await sql`create table spending_limit_changes (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    player_id uuid not null references accounts (id) on delete cascade,
    period text not null check (period in ('Daily', 'Weekly', 'Monthly')),
    amount_cents integer check (amount_cents is null or amount_cents > 0),
    requested_at timestamptz not null,
    effective_at timestamptz not null check (effective_at >= requested_at)
  )`.execute(db);
  await sql`create index spending_limit_changes_player_idx
    on spending_limit_changes (organization_id, player_id, requested_at)`.execute(db);
  // Receipts re-sent in the last hour, counted per player across nodes.
  await sql`create index if not exists audit_log_actor_action_idx
    on audit_log (actor, action, occurred_at)`.execute(db);
  // The spend of a player over a window: their payments by time.
  await sql`create index if not exists payments_player_created_idx
    on payments (player_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payments_player_created_idx`.execute(db);
  await sql`drop index if exists audit_log_actor_action_idx`.execute(db);
  await sql`drop table if exists spending_limit_changes`.execute(db);
  await sql`drop table if exists self_exclusions`.execute(db);
  await sql`drop function if exists self_exclusions_guard`.execute(db);
}
