import { UserManager, type User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { createWorld, landOn, serve } from '@/testing/api-world';
import { buildConfig, signInAs } from '@/testing/factories';
import { returnPath } from './return-path';
import { completeLogin, getAccessToken, login } from './session';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('sign-in glue', () => {
  it('remembers where a signed-out visitor was going and carries it in the OIDC state', async () => {
    serve(createWorld());
    expect(await landOn(`${paths.game.manage.email}?from=menu`)).toBe(paths.login);
    expect(returnPath.peek()).toBe(`${paths.game.manage.email}?from=menu`);
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await login();
    expect(redirect).toHaveBeenCalledWith({
      state: { returnTo: `${paths.game.manage.email}?from=menu` },
    });
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
    signInAs();
    const config = buildConfig();
    const key = `oidc.user:${config.AuthConfig.Issuer}:${config.AuthConfig.ClientId}`;
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(
      key,
      JSON.stringify({ ...stored, expires_at: 1, refresh_token: 'refresh-me' }),
    );
    const renewed = { access_token: 'fresh', expires_at: Date.now() / 1000 + 300 } as User;
    const silent = vi.spyOn(UserManager.prototype, 'signinSilent').mockResolvedValue(renewed);
    expect(await getAccessToken()).toBe('fresh');
    expect(silent).toHaveBeenCalledTimes(1);
  });
});
