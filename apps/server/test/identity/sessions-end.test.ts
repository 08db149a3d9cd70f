import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/accounts/one-time-tokens';
import type { TestApp } from '../helpers/test-app';
import { buildTestApp } from '../helpers/test-app';
import { location } from './browser';
import { api, browserFor, createPlayer, playerUrl, testIdentity } from './fixtures';
import { authorizeUrl, pkce, signIn } from './oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
});
afterAll(() => t.close());

const mailsTo = (to: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();

const refreshAnswer = (browser: ReturnType<typeof browserFor>, refreshToken: string) =>
  browser.post('/oidc/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'charity-web',
  });

/** Two browsers signed in to the same account. */
async function twoBrowsers() {
  const player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
  const first = browserFor(t, 'goldrush');
  const other = browserFor(t, 'goldrush');
  const mine = await signIn(first, player.organizationId, player.email, player.password);
  const theirs = await signIn(other, player.organizationId, player.email, player.password);
  // Both work, and the other's is now in the verified-token cache.
  expect((await api(t, 'goldrush', theirs.access_token).get(playerUrl(player))).statusCode).toBe(
    200,
  );
  expect((await api(t, 'goldrush', mine.access_token).get(playerUrl(player))).statusCode).toBe(200);
  return { player, first, other, mine, theirs };
}

describe('a password reset', () => {
  it('ends every session and refresh token of the account, and says so to its address', async () => {
    const { player, other, theirs } = await twoBrowsers();
    const token = await issueToken(t.database.db, player.id, 'reset-password', 3_600_000, {});
    const reset = await browserFor(t, 'goldrush').post('/oidc/account/reset-password', {
      token,
      password: 'a-brand-new-password-1',
      confirmPassword: 'a-brand-new-password-1',
    });
    expect(reset.status).toBe(200);

    const call = await api(t, 'goldrush', theirs.access_token).get(playerUrl(player));
    expect(call.statusCode).toBe(401);
    expect((await refreshAnswer(other, theirs.refresh_token)).status).toBe(400);
    // "Sign in" in the other browser asks for the password again.
    const start = await other.get(authorizeUrl(other, player.organizationId, pkce().challenge));
    expect(location(start)).toMatch(/^\/oidc\/interaction\//);

    const mails = await mailsTo(player.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Your .+ password was changed$/),
    );
  });
});

describe('a password change', () => {
  it('signs out every other browser, keeps the one that changed it, and mails the address', async () => {
    const { player, first, other, mine, theirs } = await twoBrowsers();
    const change = await api(t, 'goldrush', mine.access_token).put('/api/player/update/password', {
      PlayerId: player.id,
      CurrentPassword: player.password,
      NewPassword: 'a-brand-new-password-2',
    });
    expect(change.statusCode, change.body).toBe(200);

    expect((await api(t, 'goldrush', theirs.access_token).get(playerUrl(player))).statusCode).toBe(
      401,
    );
    expect((await refreshAnswer(other, theirs.refresh_token)).status).toBe(400);
    expect((await api(t, 'goldrush', mine.access_token).get(playerUrl(player))).statusCode).toBe(
      200,
    );
    expect((await refreshAnswer(first, mine.refresh_token)).status).toBe(200);
    const subjects = (await mailsTo(player.email)).map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/^Your .+ password was changed$/));
  });
});

describe('an e-mail change', () => {
  it('is announced to the address the account had before', async () => {
    const player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
    const newEmail = `moved-${player.id.slice(0, 8)}@example.org`;
    const token = await issueToken(t.database.db, player.id, 'change-email', 3_600_000, {
      newEmail,
    });
    const done = await browserFor(t, 'goldrush').post('/oidc/account/confirm-email-change', {
      token,
    });
    expect(done.status).toBe(200);
    const old = await mailsTo(player.email);
    expect(old.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^The e-mail address of your .+ account was changed$/),
    );
    expect(old.at(-1)?.text_body).toContain(newEmail);
  });
});
