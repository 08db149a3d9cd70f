import { sql, type Kysely } from 'kysely';

export async function createPaymentTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_customers (
      player_id uuid not null references accounts (id) on delete cascade,
      provider text not null,
      customer_id text not null,
      primary key (player_id, provider)
    )`.execute(db);

  // Saved cards as the provider describes them: never a card number.
  await sql`
    create table payment_methods (
      id uuid primary key default gen_random_uuid(),
      player_id uuid not null references accounts (id) on delete cascade,
      provider text not null,
      provider_customer_id text not null,
      provider_method_id text not null,
      brand text not null,
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      exp_month smallint not null check (exp_month between 1 and 12),
      exp_year smallint not null,
      created_at timestamptz not null default now(),
      removed_at timestamptz,
      unique (provider, provider_method_id)
    )`.execute(db);
  await sql`create index payment_methods_player_idx on payment_methods (player_id)
    where removed_at is null`.execute(db);

  // The client's idempotency key is unique per player: a retry finds the first payment.
  await sql`
    create table payments (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      game_instance_id uuid not null references game_instances (id),
      kind text not null check (kind in ('purchase', 'play', 'renewal')),
      amount_cents bigint not null check (amount_cents > 0),
      currency text not null check (currency ~ '^[a-z]{3}$'),
      status text not null default 'processing'
        check (status in ('processing', 'requires_action', 'succeeded', 'failed', 'refunded')),
      provider text not null,
      provider_reference text,
      client_secret text,
      next_action_url text,
      idempotency_key text not null,
      request_hash text not null,
      group_ids uuid[] not null,
      payment_method_id uuid references payment_methods (id) on delete set null,
      failure_code text,
      failure_message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (player_id, idempotency_key),
      unique (provider, provider_reference)
    )`.execute(db);
  await sql`create index payments_instance_idx on payments (game_instance_id, status)`.execute(db);
  await sql`create index payments_stale_idx on payments (updated_at)
    where status in ('processing', 'requires_action')`.execute(db);

  // Webhook events by the provider's own id: a replayed event is recognised and ignored.
  await sql`
    create table payment_events (
      id bigint generated always as identity primary key,
      provider text not null,
      event_id text not null,
      event_type text not null,
      payment_id uuid references payments (id) on delete set null,
      received_at timestamptz not null default now(),
      unique (provider, event_id)
    )`.execute(db);

  await sql`
    create table receipts (
      id uuid primary key default gen_random_uuid(),
      receipt_number bigint generated always as identity unique,
      payment_id uuid not null unique references payments (id) on delete cascade,
      organization_id uuid not null references organizations (id) on delete cascade,
      player_id uuid not null references accounts (id) on delete cascade,
      issued_at timestamptz not null default now(),
      contents jsonb not null
    )`.execute(db);
}

/** The sandbox processor's own books: a token maps to an outcome, never to a card number. */
export async function createSandboxTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_cards (
      token text primary key,
      outcome text not null,
      brand text not null,
      last4 text not null,
      exp_month smallint not null,
      exp_year smallint not null,
      customer_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sandbox_charges (
      id text primary key,
      idempotency_key text not null unique,
      token text not null references sandbox_cards (token),
      amount_cents bigint not null,
      -- The merchant's own reference (Stripe's metadata), echoed in webhooks.
      payment_id text not null,
      status text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

/** Exactly-once jobs: one row per (kind, key), claimed with FOR UPDATE SKIP LOCKED. */
export async function createJobsTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      kind text not null,
      key text not null,
      payload jsonb not null default '{}',
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (kind, key)
    )`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_after) where status in ('queued', 'running')`.execute(
    db,
  );
}

/** A hint that every number of a game was held a moment ago: refuses buyers cheaply. */
export async function createExhaustedHints(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_numbers_exhausted (
      game_id uuid primary key references games (id) on delete cascade,
      checked_at timestamptz not null default now()
    )`.execute(db);
}
