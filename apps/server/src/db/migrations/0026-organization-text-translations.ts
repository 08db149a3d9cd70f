import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: the organization's own texts per language (docs/decisions/0011). Each row that
 * holds a text a player reads keeps its other languages beside it, by language then by
 * column: `{"fr": {"name": "Soins de santé"}}`. A missing language or text reads the column.
 */
const tables = [
  'organizations',
  'charity_categories',
  'charities',
  'games',
  'game_instances',
  'extra_draws',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables)
    await sql`alter table ${sql.table(table)} add column translations jsonb not null default '{}'::jsonb`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables)
    await sql`alter table ${sql.table(table)} drop column translations`.execute(db);
}
