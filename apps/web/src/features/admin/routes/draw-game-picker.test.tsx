import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManualDrawView } from '@charity/domain/api/draw';
import type { DrawGame } from '@charity/domain/api/draw-games';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, GAME_ID, INSTANCE_ID, ORG_ID, signInAs } from '@/testing/factories';
import { json, stubFetch, type Handler } from '@/testing/fetch-stub';
import { membershipAs } from '@/testing/staff-role';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AdminDrawPage } from './draw';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const SPRING_GAME = '55555555-5555-4555-8555-555555555555';
const SPRING_DRAW = '66666666-6666-4666-8666-666666666666';

const GAMES: DrawGame[] = [
  {
    GameId: GAME_ID,
    GameName: 'Gold Rush',
    GameType: 1,
    ManualDraw: false,
    Current: true,
    GameInstanceId: INSTANCE_ID,
    GameInstanceName: 'Week 1',
    Status: 'Open',
  },
  {
    GameId: SPRING_GAME,
    GameName: 'Spring 50/50',
    GameType: 2,
    ManualDraw: true,
    Current: false,
    GameInstanceId: SPRING_DRAW,
    GameInstanceName: 'Draw 1',
    Status: 'Open',
  },
];

function viewOf(instance: Parameters<typeof buildInstance>[0], canRun: boolean): ManualDrawView {
  return {
    GameInstance: buildInstance({ TimeZone: 'America/Halifax', ...instance }),
    EntriesCount: 0,
    SalesTotal: 0,
    Jackpot: 0,
    SalesCloseAt: '2026-12-04T23:00:00.000Z',
    DrawAt: '2026-12-05T00:00:00.000Z',
    Commitment: 'c'.repeat(64),
    CanRun: canRun,
    Blocker: null,
  };
}

const goldRush = viewOf({ Name: 'Week 1', ManualDraw: false }, false);
const spring = viewOf(
  { Id: SPRING_DRAW, GameId: SPRING_GAME, Name: 'Draw 1', ManualDraw: true },
  true,
);

/** The view of the game asked for (?GameId=), the current game's without one. */
const views: Handler = ({ method, url }) =>
  method === 'GET' && url.pathname === `/api/draw/manual/for-organization/${ORG_ID}`
    ? json(url.searchParams.get('GameId') === SPRING_GAME ? spring : goldRush)
    : undefined;

function serve() {
  return stubFetch(
    membershipAs('manager'),
    views,
    ({ url }) =>
      url.pathname === `/api/draw/manual/games/for-organization/${ORG_ID}`
        ? json({ Games: GAMES })
        : undefined,
    ({ url }) =>
      url.pathname.startsWith('/api/draw/extra/for-instance/')
        ? json({ ExtraDraws: [] })
        : undefined,
    ({ url }) =>
      url.pathname === `/api/draw/prize-claim/for-organization/${ORG_ID}`
        ? json({ ClaimDays: 30, Prizes: [] })
        : undefined,
  );
}

async function open() {
  signInAs(true);
  await renderScreen(
    <>
      <AdminDrawPage />
      <DialogHost />
    </>,
    paths.admin.draw,
  );
}

/** Mantine's Select: an input labelled with the field's name. */
async function pickerLabelled(label: string) {
  const [input] = await screen.findAllByLabelText(label, {}, { timeout: 10_000 });
  if (!input) throw new Error(`no ${label} picker`);
  return input;
}

describe('/admin/draw with a second game (issue 27)', () => {
  it('opens on the current game, and runs the draw of the game picked', async () => {
    const calls = serve();
    await open();
    const picker = await pickerLabelled('Game');
    expect(picker).toHaveValue('Gold Rush, Week 1 (Open)');
    expect(await screen.findByText(/draws run automatically/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Run the draw/ })).toBeNull();

    await userEvent.click(picker);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Spring 50/50, Draw 1 (Open)' }),
    );
    const runButton = await screen.findByRole('button', { name: 'Run the draw of Draw 1' });
    expect(screen.queryByText(/draws run automatically/)).toBeNull();
    await userEvent.click(runButton);
    const dialog = await screen.findByRole('dialog', { name: 'Run the draw?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(callsTo(calls, 'draw/manual/run')[0]?.body).toEqual({
        OrganizationId: ORG_ID,
        GameInstanceId: SPRING_DRAW,
      }),
    );
  });

  it('names the games in French', async () => {
    serve();
    await i18n.changeLanguage('fr');
    await open();
    const picker = await pickerLabelled('Jeu');
    expect(picker).toHaveValue('Gold Rush, Week 1 (Ouvert)');
  });
});
