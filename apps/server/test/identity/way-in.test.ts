import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/accounts/account.repository';
import { latestMailTo } from '../../src/mail/mail-outbox.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { location, type Browser } from './browser';
import { browserFor, testIdentity } from './fixtures';
import { authorizeUrl, finishSignIn, pkce } from './oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: { ...testIdentity, attemptsPerMinute: 1000 } } });
});
afterAll(() => t.close());

const player = {
  firstName: 'Camille',
  lastName: 'Leblanc',
  phone: '902-555-0188',
  dateOfBirth: '1988-04-09',
  password: 'lighthouse-harbour-42',
  addressLine1: '1 rue du Port',
  addressLine2: '',
  city: 'Halifax',
  province: 'NS',
  postalCode: 'B3H 1A1',
  country: 'CA',
};

/** An authorize request with the app's extra parameters; answers where the provider sends it. */
async function authorize(browser: Browser, extra: Record<string, string>) {
  const { verifier, challenge } = pkce();
  const url = `${authorizeUrl(browser, await t.organizationId('goldrush'), challenge)}&${new URLSearchParams(extra)}`;
  const start = await browser.get(url);
  expect(start.status).toBe(303);
  const to = location(start);
  if (extra.screen_hint !== 'signup') return { to, verifier, start };
  // Sign-up goes through the interaction's own address, then on to its registration page.
  const register = await browser.get(to);
  expect(register.status).toBe(303);
  return { to: location(register), verifier, start };
}

describe('the way in (issue 12)', () => {
  it('opens the registration page first when the app asks for sign-up', async () => {
    const browser = browserFor(t, 'goldrush');
    const { to } = await authorize(browser, { screen_hint: 'signup' });
    expect(to).toMatch(/^\/oidc\/interaction\/[\w-]+\/register$/);
    const page = await browser.get(to);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Create your account');
    // The province starts at the organization's (Nova Scotia), as the country at Canada.
    expect(page.body).toMatch(/name="province"\s+type="text"\s+value="NS"/);
  });

  it('fills in the e-mail field from a login_hint (a staff invitation), never anything else', async () => {
    const email = 'invited.person@example.org';
    const signUp = browserFor(t, 'goldrush');
    const { to } = await authorize(signUp, { screen_hint: 'signup', login_hint: email });
    const register = await signUp.get(to);
    expect(register.body).toMatch(/name="email"[^>]*value="invited\.person@example\.org"/);
    const signIn = browserFor(t, 'goldrush');
    const started = await authorize(signIn, { login_hint: email });
    expect((await signIn.get(started.to)).body).toMatch(
      /name="email"[^>]*value="invited\.person@example\.org"/,
    );
    // A hint that is not an address fills in nothing.
    const odd = browserFor(t, 'goldrush');
    const hinted = await authorize(odd, { screen_hint: 'signup', login_hint: '"><b>x</b>' });
    const page = (await odd.get(hinted.to)).body;
    expect(page).not.toContain('<b>x</b>');
    expect(page).not.toMatch(/name="email"[^>]*value="[^"]/);
  });

  it("scopes the interaction's cookie to a path the e-mailed link is under (issue 28)", async () => {
    const { to, start } = await authorize(browserFor(t, 'goldrush'), { screen_hint: 'signup' });
    const uid = /^\/oidc\/interaction\/([\w-]+)\/register$/.exec(to)?.[1];
    const cookies = [start.headers['set-cookie'] ?? []].flat();
    const interaction = cookies.find((line) => line.startsWith('_interaction='));
    // Not `/oidc/interaction/<uid>/register`: the browser would keep it from `/verify-email`.
    expect(interaction).toMatch(new RegExp(`path=/oidc/interaction/${uid};`, 'i'));
  });

  it('any other hint opens the sign-in page as before', async () => {
    const { to } = await authorize(browserFor(t, 'goldrush'), { screen_hint: 'elsewhere' });
    expect(to).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  });

  it('names each field in the error summary of the registration form', async () => {
    const browser = browserFor(t, 'goldrush');
    const { to } = await authorize(browser, { screen_hint: 'signup' });
    const answer = await browser.post(to, {});
    expect(answer.status).toBe(400);
    const summary = /<div class="alert error" role="alert">([\s\S]*?)<\/div>/.exec(
      answer.body,
    )?.[1];
    expect(summary).toContain('First name: This field is required.');
    expect(summary).toContain('Last name: This field is required.');
    expect(summary).toContain('E-mail address: ');
    expect(summary).toContain('Password: ');
  });

  it('speaks the ui_locales language on the hosted pages and keeps it on the account', async () => {
    const browser = browserFor(t, 'goldrush');
    const { to } = await authorize(browser, {
      screen_hint: 'signup',
      ui_locales: 'fr-CA fr',
    });
    const form = await browser.get(to);
    expect(form.body).toContain('<html lang="fr"');
    expect(form.body).toContain('Créer votre compte');
    const problems = await browser.post(to, {});
    expect(problems.body).toContain('Prénom : ');

    const email = 'camille.leblanc@example.org';
    const created = await browser.post(to, { ...player, email });
    expect(created.status).toBe(201);
    const organizationId = await t.organizationId('goldrush');
    expect((await findAccountByEmail(t.database.db, organizationId, email))?.locale).toBe('fr');
    expect((await latestMailTo(t.database.db, email))?.subject).toMatch(/courriel|Vérifiez/i);

    // Signing in later in English makes English the language of the account's mail.
    const mail = await latestMailTo(t.database.db, email);
    const verify = /http:\/\/[\w.]+(\/oidc\/[^\s]*verif[^\s]*)/.exec(mail?.text_body ?? '')?.[1];
    expect(verify).toBeTruthy();
    await browser.get(verify!);
    const english = await authorize(browser, { ui_locales: 'en' });
    const login = await browser.post(`${english.to}/login`, { email, password: player.password });
    await finishSignIn(browser, login, english.verifier);
    expect((await findAccountByEmail(t.database.db, organizationId, email))?.locale).toBe('en');
  });
});
