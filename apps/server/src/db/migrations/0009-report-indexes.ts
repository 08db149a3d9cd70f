import { sql, type Kysely } from 'kysely';

/** Reports read by organization and time range: each range is one index scan (issue 7). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payments_organization_created_idx
    on payments (organization_id, created_at)`.execute(db);
  await sql`create index accounts_organization_created_idx
    on accounts (organization_id, created_at)`.execute(db);
  await sql`create index draws_organization_drawn_idx
    on draws (organization_id, drawn_at)`.execute(db);
  // Paid entries per payment, counted by an index-only scan (sales, reconciliation).
  await sql`create index instance_entries_paid_payment_idx
    on instance_entries (payment_id, game_instance_id) where paid`.execute(db);
  await sql`create index player_number_groups_organization_subscribed_idx
    on player_number_groups (organization_id) where subscription_status > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payments_organization_created_idx,
    accounts_organization_created_idx, draws_organization_drawn_idx,
    instance_entries_paid_payment_idx, player_number_groups_organization_subscribed_idx`.execute(
    db,
  );
}
