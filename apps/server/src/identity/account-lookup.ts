import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountById } from '../accounts/account.repository';
import { findValidToken } from '../accounts/one-time-tokens';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import type { TokenPurpose } from './identity-tables';

/**
 * The token (if still valid) and the account it was issued for, when that account belongs
 * to the Host's organization (one organization per host: another's link is not valid here).
 */
export async function accountForToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: unknown,
  purpose: TokenPurpose,
) {
  if (typeof token !== 'string' || !token) return undefined;
  const found = await findValidToken(app.db, token, purpose);
  if (!found) return undefined;
  const host = await resolveOrganizationByHost(app.db, request.host, app.env.DEFAULT_ORGANIZATION);
  const account = await findAccountById(app.db, host.id, found.accountId);
  return account && { token: found, account };
}
