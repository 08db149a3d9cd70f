import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_SCRIPT } from '../../src/identity/logout-auto-submit';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { location } from './browser';
import {
  api,
  browserFor,
  createPlayer,
  playerUrl,
  testIdentity,
  type TestPlayer,
} from './fixtures';
import { refresh, signIn, startSignIn } from './oidc-flow';

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
});
afterAll(() => t.close());

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('the embedded OpenID Provider', () => {
  it('publishes its discovery document at the issuer of /api/config', async () => {
    const config = (await api(t, 'goldrush', undefined).get('/api/config')).json<{
      AuthConfig: { Issuer: string };
    }>();
    const discovery = await browserFor(t, 'goldrush').send(
      'GET',
      '/oidc/.well-known/openid-configuration',
      { headers: { accept: 'application/json' } },
    );
    expect(discovery.status).toBe(200);
    const document = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(document.issuer).toBe(config.AuthConfig.Issuer);
    expect(document.authorization_endpoint).toBe('http://goldrush.localhost/oidc/auth');
    expect(document.end_session_endpoint).toBe('http://goldrush.localhost/oidc/session/end');
  });

  it('signs a player in with code + PKCE, without consent, and the API accepts the token', async () => {
    const browser = browserFor(t, 'goldrush');
    const tokens = await signIn(browser, player.organizationId, player.email, player.password);
    expect(claims(tokens.access_token)).toMatchObject({
      sub: `${player.organizationId}|${player.id}|false`,
      iss: 'http://goldrush.localhost/oidc',
      aud: 'http://goldrush.localhost/api',
      client_id: 'charity-web',
    });
    expect(claims(tokens.id_token)).toMatchObject({ given_name: 'Test', family_name: 'Player' });
    const answer = await api(t, 'goldrush', tokens.access_token).get(playerUrl(player));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ Id: player.id, Email: player.email });

    const renewed = await refresh(browser, tokens.refresh_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await api(t, 'goldrush', renewed.access_token).get(playerUrl(player))).statusCode).toBe(
      200,
    );
  });

  it('marks administrators in the subject', async () => {
    const admin = await createPlayer(t.database.db, player.organizationId, { isAdmin: true });
    const tokens = await signIn(
      browserFor(t, 'goldrush'),
      admin.organizationId,
      admin.email,
      admin.password,
    );
    expect(claims(tokens.access_token).sub).toBe(`${admin.organizationId}|${admin.id}|true`);
  });

  it('refuses a wrong password with a clear message and no session', async () => {
    const browser = browserFor(t, 'goldrush');
    const { interaction } = await startSignIn(browser, player.organizationId);
    const page = await browser.get(interaction);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="field-email">E-mail address</label>');
    expect(page.headers['cache-control']).toBe('no-store');
    const login = await browser.post(`${interaction}/login`, {
      email: player.email,
      password: 'wrong-password-123',
    });
    expect(login.status).toBe(401);
    expect(login.body).toContain('The e-mail address or password is incorrect.');
  });

  it('speaks French when asked', async () => {
    const browser = browserFor(t, 'goldrush');
    const { interaction } = await startSignIn(browser, player.organizationId);
    const page = await browser.send('GET', interaction, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Mot de passe');
  });

  it('accounts belong to one organization: a goldrush player cannot sign in to fiftyfifty', async () => {
    const browser = browserFor(t, 'fiftyfifty');
    const { interaction } = await startSignIn(browser, await t.organizationId('fiftyfifty'));
    const login = await browser.post(`${interaction}/login`, {
      email: player.email,
      password: player.password,
    });
    expect(login.status).toBe(401);
  });

  it('refuses a redirect_uri of another origin', async () => {
    const browser = browserFor(t, 'goldrush');
    const answer = await browser.get(
      `/oidc/auth?client_id=charity-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/auth-callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    );
    expect(answer.status).toBe(400);
  });

  it('logs our own SPA out without a question: the page submits itself, allowed by its hash', async () => {
    const browser = browserFor(t, 'goldrush');
    const tokens = await signIn(browser, player.organizationId, player.email, player.password);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://goldrush.localhost/login',
    });
    const page = await browser.get(`/oidc/session/end?${params}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Do you want to sign out?');
    expect(page.body).toContain('Signing you out');
    expect(page.body).toContain(
      '<input type="hidden" form="op.logoutForm" name="logout" value="yes"',
    );
    const script = /<script>([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script).toBe(AUTO_SUBMIT_SCRIPT);
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(policy).toContain("script-src-attr 'none'");

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(location(done)).toBe('http://goldrush.localhost/login');
  });

  it('asks before signing out when the request does not prove it comes from our SPA', async () => {
    const browser = browserFor(t, 'goldrush');
    await signIn(browser, player.organizationId, player.email, player.password);
    const params = new URLSearchParams({
      client_id: 'charity-web',
      post_logout_redirect_uri: 'http://goldrush.localhost/',
    });
    const confirm = await browser.get(`/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Do you want to sign out?');
    expect(confirm.body).toContain('Yes, sign out');
    expect(confirm.body).not.toContain('<script>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(location(done)).toBe('http://goldrush.localhost/');
  });

  it("asks when the ID token is another account's", async () => {
    const other = await createPlayer(t.database.db, player.organizationId);
    const otherTokens = await signIn(
      browserFor(t, 'goldrush'),
      other.organizationId,
      other.email,
      other.password,
    );
    const browser = browserFor(t, 'goldrush');
    await signIn(browser, player.organizationId, player.email, player.password);
    const params = new URLSearchParams({ id_token_hint: otherTokens.id_token });
    const confirm = await browser.get(`/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Do you want to sign out?');
  });
});
