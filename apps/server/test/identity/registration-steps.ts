import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import type { Browser } from './browser';
import { startSignIn } from './oidc-flow';

/** Opens a sign-in, then its registration page, and registers with `form`. */
export async function register(
  browser: Browser,
  organizationId: string,
  form: Record<string, string>,
) {
  const { interaction, verifier } = await startSignIn(browser, organizationId);
  const page = await browser.get(`${interaction}/register`);
  expect(page.status).toBe(200);
  return { interaction, verifier, answer: await browser.post(`${interaction}/register`, form) };
}

/** The path (and query) of the first link to `path` in an e-mail's text. */
export function linkIn(body: string | undefined, path: string): string {
  const match = new RegExp(`http://[\\w.]+(${path.replace(/[?]/g, '\\?')}[^\\s]*)`).exec(
    body ?? '',
  );
  if (!match?.[1]) throw new Error(`no ${path} link in ${body}`);
  return match[1];
}

/** Every verification link not used yet expires (as if read too late). */
export async function expireVerificationLinks(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('purpose', '=', 'verify-email')
    .where('used_at', 'is', null)
    .execute();
}
