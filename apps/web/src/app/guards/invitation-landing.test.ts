import { UserManager, type User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { createWorld, landOnUrl, serve } from '@/testing/api-world';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A sign-in this browser started and saved (oidc-client-ts's state in localStorage). */
const saveSignIn = (id: string, returnTo: string) =>
  window.localStorage.setItem(
    `oidc.${id}`,
    JSON.stringify({ id, data: { returnTo }, created: Math.floor(Date.now() / 1000) }),
  );

const stored = () =>
  Array.from({ length: window.localStorage.length }, (_, index) =>
    window.localStorage.getItem(window.localStorage.key(index) ?? ''),
  ).join(' ');

describe('a staff invitee signing in after verifying the e-mail elsewhere (R6, follow-up 8)', () => {
  it('is taken back to the invitation once; its saved sign-in cannot be used again', async () => {
    serve(createWorld());
    saveSignIn('invite-state', `${staffPaths.invitation}#token=tok-4`);
    // The sign-in started again on /auth-init comes back to the dashboard, as a player.
    vi.spyOn(UserManager.prototype, 'signinRedirectCallback').mockResolvedValueOnce({
      access_token: 'a.b.c',
      expires_at: Date.now() / 1000 + 60,
      state: { returnTo: paths.game.dashboard },
    } as unknown as User);
    expect(await landOnUrl(paths.authCallback)).toBe(staffPaths.invitation);
    // Taken: no saved state holds the token any more.
    expect(stored()).not.toMatch(/tok-4/);

    // The provider's answer to that saved sign-in, replayed: no state matches, /login.
    vi.restoreAllMocks();
    window.localStorage.clear();
    serve(createWorld());
    expect(await landOnUrl(`${paths.authCallback}?code=abc&state=invite-state`)).toBe(paths.login);
  });
});
