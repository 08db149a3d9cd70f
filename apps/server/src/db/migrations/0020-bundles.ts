import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, price bundles: a game's multi-number prices (`[{Numbers, Price}]`, cents), and on
 * each payment the bundle it bought (its size; the price is the payment's amount).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column bundles jsonb not null default '[]'
    check (jsonb_typeof(bundles) = 'array')`.execute(db);
  await sql`alter table payments add column bundle_numbers integer
    check (bundle_numbers is null or bundle_numbers > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column if exists bundle_numbers`.execute(db);
  await sql`alter table games drop column if exists bundles`.execute(db);
}
