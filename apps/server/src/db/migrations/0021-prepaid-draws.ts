import { sql, type Kysely } from 'kysely';

/**
 * Prepaid draws (issue 16): one charge pays a group for the next N draws of its game. The
 * charge is a payment with `prepaid_draws` = N; each draw it pays for becomes, when its
 * instance opens, a payment of that instance of its own (`funded_by` the charge, succeeded,
 * no processor call), so the pot ledger, the reports and reconciliation keep seeing one
 * payment per instance priced at its entries. `prepaid_draws` rows are the draws not yet
 * opened (pending), the ones in a draw (entered) and the ones given back (refunded).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column max_prepaid_draws smallint not null default 1
    check (max_prepaid_draws between 1 and 52)`.execute(db);
  await sql`alter table payments
    add column prepaid_draws smallint check (prepaid_draws is null or prepaid_draws between 2 and 52),
    add column funded_by uuid references payments (id) on delete cascade`.execute(db);
  await sql`create index payments_funded_by_idx on payments (funded_by)
    where funded_by is not null`.execute(db);

  await sql`
    create table prepaid_draws (
      payment_id uuid not null references payments (id) on delete cascade,
      draw_index smallint not null check (draw_index >= 1),
      organization_id uuid not null references organizations (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      game_id uuid not null references games (id) on delete cascade,
      group_id uuid not null references player_number_groups (id) on delete cascade,
      amount_cents bigint not null check (amount_cents > 0),
      status text not null default 'pending' check (status in ('pending', 'entered', 'refunded')),
      game_instance_id uuid references game_instances (id) on delete set null,
      entry_payment_id uuid references payments (id) on delete set null,
      refund_id uuid,
      updated_at timestamptz not null default now(),
      primary key (payment_id, draw_index),
      -- A group is entered once per instance, whichever process opens it.
      unique (group_id, game_instance_id),
      check ((status = 'entered') = (game_instance_id is not null))
    )`.execute(db);
  await sql`create index prepaid_draws_pending_idx on prepaid_draws (game_id, payment_id, draw_index)
    where status = 'pending'`.execute(db);
  await sql`create index prepaid_draws_player_idx on prepaid_draws (player_id, organization_id)`.execute(
    db,
  );

  // A refund of the draws not yet opened: written with the draws it gives back, then sent to
  // the processor by a job (any process, idempotent by its id).
  await sql`
    create table prepaid_refunds (
      id uuid primary key default gen_random_uuid(),
      payment_id uuid not null references payments (id) on delete cascade,
      organization_id uuid not null references organizations (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      amount_cents bigint not null check (amount_cents > 0),
      draws smallint not null check (draws > 0),
      reason text not null check (reason in ('player', 'self-exclusion')),
      status text not null default 'requested' check (status in ('requested', 'refunded')),
      requested_at timestamptz not null default now(),
      refunded_at timestamptz
    )`.execute(db);
  await sql`create index prepaid_refunds_payment_idx on prepaid_refunds (payment_id)`.execute(db);

  // The sandbox processor's partial refunds, once per idempotency key, never above the charge.
  await sql`alter table sandbox_charges add column refunded_cents bigint not null default 0
    check (refunded_cents >= 0 and refunded_cents <= amount_cents)`.execute(db);
  await sql`
    create table sandbox_refunds (
      idempotency_key text primary key,
      charge_id text not null references sandbox_charges (id) on delete cascade,
      amount_cents bigint not null check (amount_cents > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_refunds, prepaid_refunds, prepaid_draws`.execute(db);
  await sql`alter table sandbox_charges drop column if exists refunded_cents`.execute(db);
  await sql`alter table payments drop column if exists funded_by,
    drop column if exists prepaid_draws`.execute(db);
  await sql`alter table games drop column if exists max_prepaid_draws`.execute(db);
}
