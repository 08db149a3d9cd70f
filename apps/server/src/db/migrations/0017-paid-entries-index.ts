import { sql, type Kysely } from 'kysely';

/**
 * The draw reads every paid entry of an instance in ticket order: with this partial index
 * that is an index-only scan, with no heap visit to test `paid` and no sort (issue 13).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index instance_entries_paid_ticket_idx
    on instance_entries (game_instance_id, ticket_number) where paid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists instance_entries_paid_ticket_idx`.execute(db);
}
