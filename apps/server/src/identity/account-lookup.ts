import type { FastifyInstance } from 'fastify';
import { findAccountById } from '../accounts/account.repository';
import { findValidToken } from '../accounts/one-time-tokens';
import type { TokenPurpose } from './identity-tables';

/** The token (if still valid) and the account it was issued for. */
export async function accountForToken(app: FastifyInstance, token: unknown, purpose: TokenPurpose) {
  if (typeof token !== 'string' || !token) return undefined;
  const found = await findValidToken(app.db, token, purpose);
  if (!found) return undefined;
  const owner = await app.db
    .selectFrom('accounts')
    .select('organization_id')
    .where('id', '=', found.accountId)
    .executeTakeFirst();
  const account = owner && (await findAccountById(app.db, owner.organization_id, found.accountId));
  return account && { token: found, account };
}
