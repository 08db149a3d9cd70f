import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/account.repository';
import { issueToken, revokeTokens } from '../accounts/one-time-tokens';
import { sendAccountMail } from './account-mail';
import type { PageContext } from './page-context';

export const VERIFY_EMAIL_LIFETIME_MS = 48 * 3600_000;

/** The link continues the sign-in it was sent from when opened in the same browser. */
export async function sendVerificationMail(
  app: FastifyInstance,
  page: PageContext,
  account: Pick<Account, 'id' | 'email'>,
  uid: string,
): Promise<void> {
  await revokeTokens(app.db, account.id, 'verify-email');
  const token = await issueToken(app.db, account.id, 'verify-email', VERIFY_EMAIL_LIFETIME_MS);
  // The uid comes from the path it was asked on: encoded, it cannot add text to the mail.
  const path = `/oidc/interaction/${encodeURIComponent(uid)}/verify-email`;
  const link = `${page.origin}${path}?token=${token}`;
  await sendAccountMail(app, page, { kind: 'verify', to: account.email, link });
}
