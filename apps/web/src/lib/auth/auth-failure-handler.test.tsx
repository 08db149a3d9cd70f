import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { z } from 'zod';

afterEach(() => queryClient.clear());

const signedIn = () => Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'));

/** Any screen's button: one mutation, its refusal shown as the server worded it. */
function RefusedButton() {
  const action = useMutation({
    mutationFn: () => apiClient.put('player-number-group/subscription', {}, z.object({})),
  });
  return (
    <>
      <button type="button" onClick={() => action.mutate()}>
        Turn on auto-play
      </button>
      {isApiError(action.error) && <p role="alert">{action.error.message}</p>}
    </>
  );
}

function refusing(status: number, Code: string, Message: string) {
  stubFetch(
    on('PUT', '/api/player-number-group/subscription', () =>
      json({ Status: status, Code, Message, Method: 'PUT', RequestUrl: '' }, status),
    ),
  );
}

describe('a refused action keeps the session; an unknown token ends it', () => {
  it('a 403 with a Code (self-excluded) shows its message, and the player stays signed in', async () => {
    refusing(403, 'SelfExcluded', 'You excluded yourself from play until May 26, 2027.');
    signInAs();
    const view = await renderScreen(<RefusedButton />, paths.game.dashboard);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You excluded yourself');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location()).toBe(paths.game.dashboard);
    expect(signedIn()).toBe(true);
  });

  it('a staff button refused 403 (role) or 409 keeps the session too', async () => {
    for (const [status, code] of [
      [403, 'Forbidden'],
      [409, 'Conflict'],
    ] as const) {
      refusing(status, code, `Refused ${status}`);
      signInAs(true);
      const view = await renderScreen(<RefusedButton />, paths.game.dashboard);
      await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`Refused ${status}`);
      expect(view.location()).toBe(paths.game.dashboard);
      expect(signedIn()).toBe(true);
      view.unmount();
    }
  });

  it('a 401 (the token is no longer valid) signs out to /login', async () => {
    refusing(401, 'Unauthorized', 'Sign in again.');
    signInAs();
    const view = await renderScreen(<RefusedButton />, paths.game.dashboard);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
    await waitFor(() => expect(view.location()).toBe(paths.login));
    expect(signedIn()).toBe(false);
  });
});
