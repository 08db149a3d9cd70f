import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: the responsible-gambling help line is a setting of the organization (its YAML),
 * used by the e-mails and served to the app, not one province's number written in the code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations add column helpline_name text, add column helpline_phone text,
    add constraint organizations_helpline_whole
      check ((helpline_name is null) = (helpline_phone is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizations drop column helpline_name, drop column helpline_phone`.execute(
    db,
  );
}
