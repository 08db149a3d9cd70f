import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: every draw (main, extra, redraw) publishes the entries it left out because their
 * holder was not eligible, as [{ entry, reason }] (entry numbers and a reason code only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['draws', 'extra_draws', 'redraws']) {
    await sql`alter table ${sql.table(table)}
      add column left_out jsonb not null default '[]'::jsonb`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['draws', 'extra_draws', 'redraws']) {
    await sql`alter table ${sql.table(table)} drop column if exists left_out`.execute(db);
  }
}
