import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { LogoutPage } from './logout';
import { RecoverPasswordPage } from './recover-password';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('auth screens', () => {
  it('after a password reset: says the password changed and offers Sign in', async () => {
    stubFetch();
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await renderScreen(<RecoverPasswordPage />, paths.recoverPassword);
    expect(screen.getByText('Your password was changed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: paths.game.dashboard } });
  });

  it('logout ends the session at the provider (RP-initiated), which returns to /login', async () => {
    stubFetch();
    signInAs();
    const signout = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue();
    const view = await renderScreen(<LogoutPage />, paths.logout);
    await waitFor(() => expect(signout).toHaveBeenCalledWith({ id_token_hint: 'id-token' }));
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'))).toBe(
      false,
    );
    expect(view.location()).toBe(paths.logout);
  });

  it('logout without a session goes straight to /login', async () => {
    stubFetch();
    const view = await renderScreen(<LogoutPage />, paths.logout);
    await waitFor(() => expect(view.location()).toBe(paths.login));
  });
});
