import { sql, type Kysely } from 'kysely';

/**
 * Issue 29: how many years an organization keeps its records (sales, entries, draws, payouts,
 * voids, refunds, audit) for its licence. Nothing the reports, a draw's verification or the
 * audit log need is deleted before it (docs/decisions/0019-backups-and-records.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization_settings
    add column record_retention_years int not null default 7
      check (record_retention_years between 1 and 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization_settings drop column if exists record_retention_years`.execute(
    db,
  );
}
