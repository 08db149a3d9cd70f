import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, voids and refunds by staff. Each one is a row of payment_refunds (with its reason
 * and who did it); the payment keeps running totals (refunded_cents, voided_numbers) that the
 * database keeps within what was paid. The pot ledger takes one `out` row per staff refund
 * (refund_id), beside the one `in`/`out` row per payment of the processor's outcomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payment_refunds (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    payment_id uuid not null references payments (id) on delete cascade,
    game_instance_id uuid not null references game_instances (id) on delete cascade,
    kind text not null check (kind in ('void', 'refund')),
    ticket_numbers integer[] not null default '{}',
    amount_cents bigint not null check (amount_cents > 0),
    reason text not null check (length(btrim(reason)) between 3 and 500),
    actor_id uuid not null references accounts (id),
    after_draw boolean not null,
    created_at timestamptz not null default now(),
    check ((kind = 'void') = (cardinality(ticket_numbers) > 0)),
    check (kind = 'refund' or not after_draw)
  )`.execute(db);
  await sql`create index payment_refunds_period_idx
    on payment_refunds (organization_id, created_at)`.execute(db);
  await sql`create index payment_refunds_payment_idx on payment_refunds (payment_id)`.execute(db);
  await sql`alter table payments
    add column refunded_cents bigint not null default 0,
    add column voided_numbers integer not null default 0,
    add constraint payments_refunded_within_amount
      check (refunded_cents >= 0 and refunded_cents <= amount_cents and voided_numbers >= 0)`.execute(
    db,
  );
  await sql`alter table pot_movements
    add column refund_id uuid references payment_refunds (id) on delete cascade`.execute(db);
  await sql`alter table pot_movements
    drop constraint pot_movements_payment_id_direction_key`.execute(db);
  await sql`create unique index pot_movements_payment_direction_idx
    on pot_movements (payment_id, direction) where refund_id is null`.execute(db);
  await sql`create unique index pot_movements_refund_idx
    on pot_movements (refund_id) where refund_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pot_movements_refund_idx`.execute(db);
  await sql`drop index if exists pot_movements_payment_direction_idx`.execute(db);
  await sql`alter table pot_movements drop column if exists refund_id`.execute(db);
  await sql`alter table pot_movements add constraint pot_movements_payment_id_direction_key
    unique (payment_id, direction)`.execute(db);
  await sql`alter table payments drop constraint if exists payments_refunded_within_amount,
    drop column if exists refunded_cents, drop column if exists voided_numbers`.execute(db);
  await sql`drop table if exists payment_refunds`.execute(db);
}
