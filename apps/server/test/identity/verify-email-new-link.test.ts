import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/mail/mail-outbox.repository';
import type { demoHosts } from '../helpers/test-app';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { adultRegistration, browserFor, testIdentity } from './fixtures';
import { expireVerificationLinks, linkIn, register } from './registration-steps';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: { ...testIdentity, attemptsPerMinute: 1000 } } });
});
afterAll(() => t.close());

const NEW_LINK = '/oidc/interaction/some-uid/verify-email/new-link';
const mailsTo = async (email: string) => (await listOutbox(t.database.db, 500, email)).length;

/** A player of `slug` whose verification link expired unread: its token, from the mail. */
async function staleLink(email: string, slug: keyof typeof demoHosts = 'goldrush') {
  const browser = browserFor(t, slug);
  const { answer } = await register(browser, await t.organizationId(slug), {
    ...adultRegistration,
    email,
  });
  expect(answer.status).toBe(201);
  const [mail] = await listOutbox(t.database.db, 1, email);
  const link = linkIn(mail?.text_body, '/oidc/interaction/');
  await expireVerificationLinks(t.database.db);
  return { link, token: new URL(link, 'http://x').searchParams.get('token') ?? '' };
}

// POST …/verify-email/new-link attacked (issue 28 follow-up): every bad input gets a 4xx page,
// never a 500, and no mail goes anywhere but to the link's own holder.
describe('a new verification link, asked for with bad input', () => {
  it('another organization’s host with this one’s token: the unknown page, nothing sent', async () => {
    const email = 'two.organizations@example.org';
    const { token, link } = await staleLink(email, 'goldrush');
    // The same address has an unverified account in the other organization too.
    await staleLink(email, 'fiftyfifty');
    const before = await mailsTo(email);
    const other = browserFor(t, 'fiftyfifty');
    const asked = await other.post(NEW_LINK, { token });
    expect(asked.status).toBe(400);
    expect(asked.body).toContain('This verification link is not valid');
    const opened = await other.get(link);
    expect(opened.status).toBe(400);
    expect(opened.body).not.toContain('Send a new link');
    expect(await mailsTo(email)).toBe(before);
  });

  it('a NUL character or a megabyte of token: a 4xx, nothing sent', async () => {
    const email = 'odd.tokens@example.org';
    const { token } = await staleLink(email);
    const before = await mailsTo(email);
    const browser = browserFor(t, 'goldrush');
    for (const odd of [`${token}\u0000`, '\u0000', `a\u0000b`]) {
      const asked = await browser.post(NEW_LINK, { token: odd });
      expect(asked.status, odd).toBe(400);
      expect(asked.body).toContain('This verification link is not valid');
    }
    const huge = await browser.post(NEW_LINK, { token: `${token}${'x'.repeat(1024 * 1024)}` });
    // Over the hosted forms' 16 KiB: the page for a request too large, not the API's JSON.
    expect(huge.status).toBe(413);
    expect(huge.body).toContain('<!doctype html>');
    const nulInLink = await browser.get(`/oidc/interaction/u/verify-email?token=${token}%00`);
    expect(nulInLink.status).toBe(400);
    expect(await mailsTo(email)).toBe(before);
  });

  it('a double tap and a replayed form send one mail', async () => {
    const email = 'double.tap@example.org';
    const { token } = await staleLink(email);
    const before = await mailsTo(email);
    const browser = browserFor(t, 'goldrush');
    const taps = await Promise.all([
      browser.post(NEW_LINK, { token }),
      browser.post(NEW_LINK, { token }),
    ]);
    const replay = await browserFor(t, 'goldrush').post(NEW_LINK, { token });
    for (const answer of [...taps, replay]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('A new link is on its way');
    }
    expect(await mailsTo(email)).toBe(before + 1);
  });

  it('a forged uid: the one mail goes to the holder, its link verifies, its uid encoded', async () => {
    const email = 'forged.uid@example.org';
    const { token } = await staleLink(email);
    const before = await mailsTo(email);
    const forged = encodeURIComponent('x\nhttp://evil.example/?');
    const browser = browserFor(t, 'goldrush');
    const asked = await browser.post(`/oidc/interaction/${forged}/verify-email/new-link`, {
      token,
    });
    expect(asked.status).toBe(200);
    const mails = await listOutbox(t.database.db, 500, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.to_address).toBe(email);
    expect(mails[0]?.text_body).not.toContain('http://evil.example');
    expect(mails[0]?.text_body).toContain('x%0Ahttp%3A%2F%2Fevil.example');
    const verified = await browser.get(linkIn(mails[0]?.text_body, '/oidc/interaction/'));
    expect(verified.status).toBe(200);
    expect(verified.body).toContain('Your e-mail address is verified');
  });
});
