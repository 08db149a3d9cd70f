import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: terms per language. A version of the terms is one agreement whatever language it
 * is read in: its translations hang off the version (the player agrees to its id), and a
 * player whose language has none reads the organization's own text, with a note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table terms_translations (
      terms_version_id uuid not null references terms_versions (id) on delete cascade,
      locale text not null check (locale in ('fr')),
      terms_of_service text not null,
      game_rules text not null,
      privacy_policy text not null,
      primary key (terms_version_id, locale)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table terms_translations`.execute(db);
}
