import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { TokenPurpose } from '../identity/identity-tables';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Only the hash is stored: a leaked table does not let anyone use the links. */
export async function issueToken(
  db: Executor,
  accountId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  data: Record<string, string> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('one_time_tokens')
    .values({
      account_id: accountId,
      purpose,
      token_hash: hashToken(token),
      data: JSON.stringify(data),
      expires_at: new Date(Date.now() + lifetimeMs),
    })
    .execute();
  return token;
}

export interface ValidToken {
  id: string;
  accountId: string;
  data: Record<string, string>;
}

/** A token that exists, has this purpose, is unused and unexpired. Does not consume it. */
export async function findValidToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<ValidToken | undefined> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['id', 'account_id', 'data'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row && { id: row.id, accountId: row.account_id, data: row.data };
}

/**
 * Whose token this was, used or expired alike: a stale link can still say what to do next
 * (the address is verified already, or a new link can be sent). Undefined when unknown.
 */
export async function findTokenOwner(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('account_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.account_id;
}

/** Marks the token used; false when someone else used it first (single use under races). */
export async function consumeToken(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A stale link asks for its one new link: true for the first ask only, also when two arrive
 * at once (the row's update is atomic), so a double tap or a replayed form sends one mail.
 */
export async function claimRenewal(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ data: sql<string>`data || '{"renewed":"yes"}'::jsonb` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where(sql<boolean>`not (data ? 'renewed')`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Earlier unused links of the same purpose stop working when a new one is sent. */
export async function revokeTokens(db: Executor, accountId: string, purpose: TokenPurpose) {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
