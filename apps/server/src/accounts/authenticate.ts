import type { Executor } from '../db/executor';
import { findAccountByEmail, type Account } from './account.repository';
import { dummyPasswordHash, verifyPassword } from './password-hash';

export type AuthenticationResult =
  | { status: 'ok'; account: Account }
  | { status: 'unverified'; account: Account }
  /** The account whose password was wrong, when the e-mail names one (for the audit log). */
  | { status: 'invalid'; accountId: string | null };

export async function authenticate(
  db: Executor,
  organizationId: string,
  email: string,
  password: string,
  passwordCost: number,
): Promise<AuthenticationResult> {
  const account = await findAccountByEmail(db, organizationId, email);
  // Unknown e-mails cost a hash too, so response time does not reveal who has an account.
  const valid = await verifyPassword(
    password,
    account?.password_hash ?? (await dummyPasswordHash(passwordCost)),
  );
  if (!account || !valid) return { status: 'invalid', accountId: account?.id ?? null };
  if (!account.email_verified_at) return { status: 'unverified', account };
  return { status: 'ok', account };
}
