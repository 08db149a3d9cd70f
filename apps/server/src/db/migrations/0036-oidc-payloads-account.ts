import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: a password change or reset ends every session, grant and refresh token of the
 * account, found by the `accountId` oidc-provider writes into each of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index oidc_payloads_account_idx on oidc_payloads ((payload ->> 'accountId'))
    where payload ? 'accountId'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists oidc_payloads_account_idx`.execute(db);
}
