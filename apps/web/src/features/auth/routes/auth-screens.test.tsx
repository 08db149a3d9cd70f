import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { sessionExpiry } from '@/lib/auth/session-expiry';
import { RegistrationRequestPage } from '@/features/register/routes/registration-request';
import { LoginPage } from './login';
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
    await renderScreen(<RecoverPasswordPage />, `${paths.recoverPassword}?passwordChanged=1`);
    expect(screen.getByText('Your password was changed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The OIDC client loads with the first sign-in.
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        expect.objectContaining({ state: { returnTo: paths.game.dashboard } }),
      ),
    );
  });

  it('the sign-in page offers Create an account, which opens the registration page', async () => {
    stubFetch();
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await renderScreen(<LoginPage />, paths.login);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(redirect.mock.calls[0]?.[0]?.extraQueryParams).toHaveProperty('screen_hint', 'signup'),
    );
  });

  it('Continue on the registration request opens the registration page', async () => {
    stubFetch();
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    await renderScreen(<RegistrationRequestPage />, paths.register.registrationRequest);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(redirect.mock.calls[0]?.[0]?.extraQueryParams).toHaveProperty('screen_hint', 'signup'),
    );
  });

  it('says the session expired when that is why the player is signing in', async () => {
    stubFetch();
    sessionExpiry.mark();
    await renderScreen(<LoginPage />, paths.login);
    expect(screen.getByRole('status')).toHaveTextContent('Your session expired');
    expect(sessionExpiry.peek()).toBe(false);
  });

  it('opened directly (no reset happened): no "changed", on to the sign-in page', async () => {
    stubFetch();
    const view = await renderScreen(<RecoverPasswordPage />, paths.recoverPassword);
    await waitFor(() => expect(view.location()).toBe(paths.login));
    expect(screen.queryByText('Your password was changed')).toBeNull();
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
