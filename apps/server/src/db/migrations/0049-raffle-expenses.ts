import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: the licence's financial return states each draw's expenses. Staff enter them per
 * game instance; they only grow (a mistake is corrected by the audit trail, not erased here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table raffle_expenses (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    game_instance_id uuid not null references game_instances (id) on delete cascade,
    description text not null check (length(description) between 1 and 500),
    amount_cents bigint not null check (amount_cents > 0),
    spent_on date not null,
    recorded_by uuid references accounts (id) on delete set null,
    recorded_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index raffle_expenses_instance_idx
    on raffle_expenses (organization_id, game_instance_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists raffle_expenses`.execute(db);
}
