import { UserManager, type User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { createWorld, landOn, serve } from '@/testing/api-world';
import { buildConfig, signInAs } from '@/testing/factories';
import { i18n } from '../i18n/i18n';
import { returnPath } from './return-path';
import { sessionExpiry } from './session-expiry';
import { completeLogin, getAccessToken, login } from './session';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** A signed-in player whose stored access token has expired; answers the storage key. */
function expireStoredSession(changes: Record<string, unknown> = {}): string {
  signInAs();
  const config = buildConfig();
  const key = `oidc.user:${config.AuthConfig.Issuer}:${config.AuthConfig.ClientId}`;
  const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  window.localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: 1, ...changes }));
  return key;
}

describe('sign-in glue', () => {
  it('remembers where a signed-out visitor was going and carries it in the OIDC state', async () => {
    serve(createWorld());
    expect(await landOn(`${paths.game.manage.email}?from=menu`)).toBe(paths.login);
    expect(returnPath.peek()).toBe(`${paths.game.manage.email}?from=menu`);
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await login();
    expect(redirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: { returnTo: `${paths.game.manage.email}?from=menu` } }),
    );
  });

  it("carries the app's language as ui_locales, and asks for registration when signing up", async () => {
    serve(createWorld());
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await i18n.changeLanguage('fr');
    await login({ signUp: true });
    const args = redirect.mock.calls[0]?.[0];
    expect(args?.ui_locales).toBe('fr');
    expect(args?.extraQueryParams).toEqual(
      expect.objectContaining({ screen_hint: 'signup', organizationId: expect.any(String) }),
    );
    await i18n.changeLanguage('en');
    await login();
    expect(redirect.mock.calls[1]?.[0]?.ui_locales).toBe('en');
    expect(redirect.mock.calls[1]?.[0]?.extraQueryParams).not.toHaveProperty('screen_hint');
  });

  it('passes an e-mail address to fill in as the standard login_hint, and only when given', async () => {
    serve(createWorld());
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await login({ signUp: true, loginHint: 'nadia@goldrush.example' });
    expect(redirect.mock.calls[0]?.[0]?.login_hint).toBe('nadia@goldrush.example');
    await login();
    expect(redirect.mock.calls[1]?.[0]).not.toHaveProperty('login_hint');
  });

  it('returns from the callback to the path in the state, never to another site', async () => {
    serve(createWorld());
    const user = (state: unknown) =>
      ({ access_token: 'a.b.c', expires_at: Date.now() / 1000 + 60, state }) as unknown as User;
    const callback = vi.spyOn(UserManager.prototype, 'signinRedirectCallback');
    callback.mockResolvedValueOnce(user({ returnTo: '/game/manage/password' }));
    expect(await completeLogin()).toEqual({ ok: true, returnTo: '/game/manage/password' });
    callback.mockResolvedValueOnce(user({ returnTo: 'https://evil.example/' }));
    expect((await completeLogin()).returnTo).toBe(paths.game.dashboard);
  });

  it('renews an expired access token with the refresh token before a call', async () => {
    serve(createWorld());
    expireStoredSession({ refresh_token: 'refresh-me' });
    const renewed = { access_token: 'fresh', expires_at: Date.now() / 1000 + 300 } as User;
    const silent = vi.spyOn(UserManager.prototype, 'signinSilent').mockResolvedValue(renewed);
    expect(await getAccessToken()).toBe('fresh');
    expect(silent).toHaveBeenCalledTimes(1);
  });

  it('ends an expired session that cannot be renewed and tells /login why', async () => {
    serve(createWorld());
    const key = expireStoredSession();
    expect(await landOn(paths.game.dashboard)).toBe(paths.login);
    expect(sessionExpiry.peek()).toBe(true);
    expect(window.localStorage.getItem(key)).toBeNull();
    sessionExpiry.clear();
    // A visitor who never signed in is not told anything expired.
    expect(await landOn(paths.game.dashboard)).toBe(paths.login);
    expect(sessionExpiry.peek()).toBe(false);
  });
});
