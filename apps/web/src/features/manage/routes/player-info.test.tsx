import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { playerQueryOptions } from '@/api/player';
import { dialogs } from '@/lib/dialog-service';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import {
  buildPlayer,
  buildStatus,
  HALIFAX_ADDRESS,
  ORG_ID,
  PLAYER_ID,
  signInAs,
} from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, playerPath, renderScreen, seedConfig } from '@/testing/render-screen';
import { ManagePlayerInfoPage } from './player-info';

afterEach(() => queryClient.clear());

function serve(collectAddress = false) {
  return stubFetch(
    on('GET', `/api/${playerPath(ORG_ID)}`, () => json(buildPlayer())),
    on('GET', `/api/organization/current-status/byid/${ORG_ID}`, () =>
      json({ ...buildStatus(), CollectPlayerAddress: collectAddress }),
    ),
    on('PUT', '/api/player/update/basic-info', () => json(buildPlayer({ FirstName: 'Server' }))),
  );
}

let view: Awaited<ReturnType<typeof renderScreen>>;

async function open() {
  signInAs();
  seedConfig();
  await queryClient.fetchQuery(playerQueryOptions(PLAYER_ID, ORG_ID));
  view = await renderScreen(<ManagePlayerInfoPage />, paths.game.manage.playerInfo);
  return screen.findByRole('textbox', { name: /First name/ });
}

describe('manage: player info', () => {
  it('starts from the cached player, with the phone masked', async () => {
    serve();
    expect(await open()).toHaveValue('Pat');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Player');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('(902) 555-0100');
    expect(screen.queryByRole('group', { name: 'Mailing address' })).not.toBeInTheDocument();
  });

  it('masks the phone while typing and explains invalid values', async () => {
    const calls = serve();
    const firstName = await open();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '902555');
    expect(phone).toHaveValue('(902) 555');
    await userEvent.clear(firstName);
    await userEvent.click(screen.getByRole('button', { name: 'Save my info' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a 10-digit phone number/)).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'player/update/basic-info')).toHaveLength(0);
  });

  it('sends the spec fields, then replaces FirstName, LastName and Phone in the cache', async () => {
    const calls = serve();
    const firstName = await open();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Alex');
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '9025550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save my info' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your info was saved');
    expect(callsTo(calls, 'player/update/basic-info')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      FirstName: 'Alex',
      LastName: 'Player',
      Phone: '(902) 555-0199',
    });
    expect(queryClient.getQueryData(['player', PLAYER_ID])).toMatchObject({
      FirstName: 'Alex',
      LastName: 'Player',
      Phone: '(902) 555-0199',
    });
    // Replaced locally, not refetched.
    expect(callsTo(calls, playerPath(ORG_ID))).toHaveLength(1);
  });

  it('asks for the address when the organization collects it, and sends it', async () => {
    const calls = serve(true);
    await open();
    expect(screen.getByRole('group', { name: 'Mailing address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save my info' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Halifax');
    await userEvent.type(screen.getByRole('textbox', { name: /Province/ }), 'NS');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), 'B3H 1A1');
    await userEvent.click(screen.getByRole('button', { name: 'Save my info' }));
    await waitFor(() => expect(callsTo(calls, 'player/update/basic-info')).toHaveLength(1));
    expect(callsTo(calls, 'player/update/basic-info')[0]?.body).toMatchObject({
      Address: HALIFAX_ADDRESS,
    });
  });

  it('refuses a postal code and a province that do not exist (issue 28)', async () => {
    const calls = serve(true);
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Halifax');
    await userEvent.type(screen.getByRole('textbox', { name: /Province/ }), 'Narnia');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '💥💥💥');
    await userEvent.click(screen.getByRole('button', { name: 'Save my info' }));
    expect(await screen.findByText('Enter a valid postal code, like B3H 1A1.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a province or territory, like NS or Nova Scotia.'),
    ).toBeVisible();
    expect(callsTo(calls, 'player/update/basic-info')).toHaveLength(0);
    // In French the same refusals are in French (the newcomer walkthrough found them English).
    try {
      await act(() => i18n.changeLanguage('fr'));
      expect(
        await screen.findByText('Entrez un code postal valide, comme B3H 1A1.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Entrez une province ou un territoire, comme NS ou Nouvelle-Écosse.'),
      ).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('asks before leaving with unsaved changes, and stays on Cancel (issue 28)', async () => {
    serve();
    await open();
    await view.router.navigate(paths.game.dashboard);
    expect(view.location()).toBe(paths.game.dashboard);
    await view.router.navigate(paths.game.manage.playerInfo);
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'x');
    void view.router.navigate(paths.game.dashboard);
    await waitFor(() => expect(dialogs.current()?.title).toBe('Leave without saving?'));
    dialogs.current()?.resolve(false);
    await waitFor(() => expect(dialogs.current()).toBeNull());
    expect(view.location()).toBe(paths.game.manage.playerInfo);
    void view.router.navigate(paths.game.dashboard);
    await waitFor(() => expect(dialogs.current()?.title).toBe('Leave without saving?'));
    dialogs.current()?.resolve(true);
    await waitFor(() => expect(view.location()).toBe(paths.game.dashboard));
  });

  it('a 401 on saving signs the player out to /login (spec §8)', async () => {
    stubFetch(
      on('GET', `/api/${playerPath(ORG_ID)}`, () => json(buildPlayer())),
      on('GET', `/api/organization/current-status/byid/${ORG_ID}`, () => json(buildStatus())),
      on('PUT', '/api/player/update/basic-info', () =>
        json(
          { Status: 401, Code: 'Unauthorized', Message: 'x', Method: 'PUT', RequestUrl: '' },
          401,
        ),
      ),
    );
    signInAs();
    seedConfig();
    await queryClient.fetchQuery(playerQueryOptions(PLAYER_ID, ORG_ID));
    const view = await renderScreen(<ManagePlayerInfoPage />, paths.game.manage.playerInfo);
    await userEvent.click(await screen.findByRole('button', { name: 'Save my info' }));
    await waitFor(() => expect(view.location()).toBe(paths.login));
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'))).toBe(
      false,
    );
  });
});
