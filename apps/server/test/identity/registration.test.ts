import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../../src/mail/mail-outbox.repository';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { location } from './browser';
import { adultRegistration, browserFor, createPlayer, testIdentity } from './fixtures';
import { finishSignIn, startSignIn } from './oidc-flow';
import { expireVerificationLinks, linkIn, register } from './registration-steps';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: { ...testIdentity, attemptsPerMinute: 1000 } } });
});
afterAll(() => t.close());

const adult = adultRegistration;

describe('registration', () => {
  it('registers, verifies the e-mail from the outbox, then signs in', async () => {
    const browser = browserFor(t, 'goldrush');
    const organizationId = await t.organizationId('goldrush');
    const email = 'new.player@example.org';
    const { interaction, verifier, answer } = await register(browser, organizationId, {
      ...adult,
      email,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toContain('We sent a verification link to new.player@example.org');

    const refused = await browser.post(`${interaction}/login`, { email, password: adult.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('not verified yet');
    expect(refused.body).toContain('Send the verification link again');

    const mail = await latestMailTo(t.database.db, email);
    expect(mail?.subject).toContain('Verify your e-mail address');
    // Opened in the browser that registered, the link signs the player in: no second sign-in.
    const verified = await browser.get(linkIn(mail?.text_body, '/oidc/interaction/'));
    const tokens = await finishSignIn(browser, verified, verifier);
    expect(tokens.access_token).toBeTruthy();

    // The first tab's "Back to sign in" goes on to a new sign-in (signed in already: the app).
    const back = await browser.get(interaction);
    expect(back.status).toBe(303);
    expect(location(back)).toBe('/auth-init');
    // The used link says the address is verified already, and offers to sign in (issue 28).
    const again = await browser.get(linkIn(mail?.text_body, '/oidc/interaction/'));
    expect(again.status).toBe(200);
    expect(again.body).toContain('Your e-mail address is already verified');
    expect(again.body).toContain('<a class="button" href="/auth-init">Sign in</a>');
    const againFr = await browser.get(`${linkIn(mail?.text_body, '/oidc/interaction/')}&lang=fr`);
    expect(againFr.body).toContain('Votre adresse courriel est déjà vérifiée');
    // Opened from the e-mail in a browser set to English by a player who chose French in the
    // app: the app's choice (its `lang` cookie) wins.
    const chosen = await t.app.inject({
      method: 'GET',
      url: linkIn(mail?.text_body, '/oidc/interaction/'),
      headers: { host: demoHosts.goldrush, 'accept-language': 'en-CA', cookie: 'lang=fr' },
    });
    expect(chosen.body).toContain('Votre adresse courriel est déjà vérifiée');
  });

  it('an expired link of an unverified address sends a new one in one tap, EN and FR (issue 28)', async () => {
    const browser = browserFor(t, 'goldrush');
    const organizationId = await t.organizationId('goldrush');
    const email = 'late.reader@example.org';
    const { answer } = await register(browser, organizationId, { ...adult, email });
    expect(answer.status).toBe(201);
    const first = linkIn(
      (await latestMailTo(t.database.db, email))?.text_body,
      '/oidc/interaction/',
    );
    await expireVerificationLinks(t.database.db);
    const elsewhere = browserFor(t, 'goldrush');
    const stale = await elsewhere.get(`${first}&lang=fr`);
    expect(stale.status).toBe(400);
    expect(stale.body).toContain('n’est pas encore vérifiée');
    expect(stale.body).toContain('Envoyer un nouveau lien');
    const english = await elsewhere.get(first);
    expect(english.body).toContain('your e-mail address is not verified yet');
    const action = /<form method="post" action="([^"]+)"/.exec(english.body)?.[1] ?? '';
    const token = /name="token" value="([^"]+)"/.exec(english.body)?.[1] ?? '';
    expect(action).toMatch(/\/verify-email\/new-link$/);
    const sent = await elsewhere.post(action, { token });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('A new link is on its way');
    const second = linkIn(
      (await latestMailTo(t.database.db, email))?.text_body,
      '/oidc/interaction/',
    );
    expect(second).not.toBe(first);
    const verified = await elsewhere.get(second);
    expect(verified.status).toBe(200);
    expect(verified.body).toContain('Your e-mail address is verified');
    // Once verified, the old link's button sends nothing more: it says so.
    const late = await elsewhere.post(action, { token });
    expect(late.body).toContain('already verified');
  });

  it('a link we never sent leads to sign-in, where a new link is offered', async () => {
    const browser = browserFor(t, 'goldrush');
    const page = await browser.get('/oidc/interaction/some-uid/verify-email?token=forged');
    expect(page.status).toBe(400);
    expect(page.body).toContain('you can ask for a new link there');
    expect(page.body).toContain('<a class="button" href="/auth-init">Sign in</a>');
  });

  it('verifies in another browser and offers to sign in there', async () => {
    const browser = browserFor(t, 'goldrush');
    const organizationId = await t.organizationId('goldrush');
    const email = 'other.device@example.org';
    const { answer } = await register(browser, organizationId, { ...adult, email });
    expect(answer.status).toBe(201);
    const mail = await latestMailTo(t.database.db, email);
    const elsewhere = browserFor(t, 'goldrush');
    const page = await elsewhere.get(`${linkIn(mail?.text_body, '/oidc/interaction/')}&lang=fr`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Votre adresse courriel est vérifiée');
    expect(page.body).toContain('<a class="button" href="/auth-init">Se connecter</a>');
  });

  it('refuses players under the minimum age with a clear message', async () => {
    const year = new Date().getUTCFullYear() - 17;
    const { answer } = await register(
      browserFor(t, 'goldrush'),
      await t.organizationId('goldrush'),
      {
        ...adult,
        email: 'teen@example.org',
        dateOfBirth: `${year}-01-01`,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/You must be at least 1\d years old to register for this game\./);
    expect(answer.body).toContain('aria-invalid="true"');
  });

  it('refuses short and common passwords', async () => {
    const organizationId = await t.organizationId('goldrush');
    const common = await register(browserFor(t, 'goldrush'), organizationId, {
      ...adult,
      email: 'c@example.org',
      password: 'password123',
    });
    expect(common.answer.status).toBe(400);
    expect(common.answer.body).toContain('This password is too common');
    const short = await register(browserFor(t, 'goldrush'), organizationId, {
      ...adult,
      email: 'c@example.org',
      password: 'abc12',
    });
    expect(short.answer.body).toContain('at least 10 characters');
  });

  it('refuses a taken e-mail in the same organization but allows it in another one', async () => {
    const goldrush = await t.organizationId('goldrush');
    await createPlayer(t.database.db, goldrush, { email: 'Shared@Example.org' });
    const same = await register(browserFor(t, 'goldrush'), goldrush, {
      ...adult,
      email: 'shared@example.org',
    });
    expect(same.answer.status).toBe(409);
    expect(same.answer.body).toContain('An account already uses this e-mail address');
    const other = await register(
      browserFor(t, 'fiftyfifty'),
      await t.organizationId('fiftyfifty'),
      { ...adult, email: 'shared@example.org' },
    );
    expect(other.answer.status).toBe(201);
  });
});

describe('password recovery', () => {
  it('e-mails a single-use link that resets the password and returns to /recover-password', async () => {
    const organizationId = await t.organizationId('goldrush');
    const player = await createPlayer(t.database.db, organizationId);
    const browser = browserFor(t, 'goldrush');
    const { interaction } = await startSignIn(browser, organizationId);
    const sent = await browser.post(`${interaction}/forgot-password`, { email: player.email });
    expect(sent.body).toContain('a reset link is on its way');
    const link = linkIn(
      (await latestMailTo(t.database.db, player.email))?.text_body,
      '/oidc/account/reset-password?token=',
    );
    expect((await browser.get(link)).status).toBe(200);
    const token = new URL(link, browser.origin).searchParams.get('token') ?? '';

    const mismatch = await browser.post('/oidc/account/reset-password', {
      token,
      password: 'new-long-password-1',
      confirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    const reset = await browser.post('/oidc/account/reset-password', {
      token,
      password: 'new-long-password-1',
      confirmPassword: 'new-long-password-1',
    });
    expect(reset.status).toBe(303);
    expect(location(reset)).toBe('http://goldrush.localhost/recover-password?passwordChanged=1');
    const reused = await browser.post('/oidc/account/reset-password', {
      token,
      password: 'new-long-password-2',
      confirmPassword: 'new-long-password-2',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toContain('invalid, already used or expired');

    const again = await startSignIn(browser, organizationId);
    const login = await browser.post(`${again.interaction}/login`, {
      email: player.email,
      password: 'new-long-password-1',
    });
    await finishSignIn(browser, login, again.verifier);
  });

  it('refuses an expired link and answers the same for unknown addresses', async () => {
    const organizationId = await t.organizationId('goldrush');
    const player = await createPlayer(t.database.db, organizationId);
    const browser = browserFor(t, 'goldrush');
    const { interaction } = await startSignIn(browser, organizationId);
    const unknown = await browser.post(`${interaction}/forgot-password`, {
      email: 'nobody@example.org',
    });
    expect(unknown.body).toContain('a reset link is on its way');
    await browser.post(`${interaction}/forgot-password`, { email: player.email });
    const link = linkIn(
      (await latestMailTo(t.database.db, player.email))?.text_body,
      '/oidc/account/reset-password?token=',
    );
    await t.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await browser.get(link)).status).toBe(400);
  });
});
