import { sql, type Kysely } from 'kysely';

/**
 * Review V2 (session 16): when a payment's receipt last went out again (the player's resend or
 * support's), on the payment's own row. Support's resend claims it in one statement (once in
 * 30 s: a double click is one mail), so the audit log stays a record and is never read as
 * state. Null: never resent. Nullable, no default: adding it rewrites no row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column receipt_last_resent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column if exists receipt_last_resent_at`.execute(db);
}
