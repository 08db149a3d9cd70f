import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AdminGamesPage } from './games';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing description field listens to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: new EventTarget(),
    });
});

const GAME_ID = '00000000-0000-4000-8000-0000000000a1';
const game: GameSetup = {
  id: GAME_ID,
  key: 'weekly',
  name: 'Weekly Gold Rush',
  type: 'GoldRush',
  current: true,
  numberRangeMax: 1000,
  ticketPriceCents: 200,
  winnerSharePercent: 50,
  manualDraw: false,
  subscriptionsEnabled: true,
  lockPlayersToRegion: true,
  timeZone: 'America/Halifax',
  drawWeekday: 5,
  drawTime: '20:00',
  salesCloseMinutesBeforeDraw: 60,
  bundles: [{ numbers: 3, priceCents: 500 }],
  instances: [],
  next: {
    name: 'Week 1',
    opensAt: '2026-12-01T00:00',
    salesCloseAt: '2026-12-04T19:00',
    drawAt: '2026-12-04T20:00',
  },
};
const bundlesCall = `setup/game/${GAME_ID}/bundles/for-organization/${ORG_ID}`;
const bundlesPath = `/api/${bundlesCall}`;

describe('price bundles in the games screen', () => {
  it('saves the changed list, French decimal comma included, and says it is on sale', async () => {
    const calls = stubFetch(
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [game] })),
      on('PUT', bundlesPath, () =>
        json({
          bundles: [
            { numbers: 3, priceCents: 450 },
            { numbers: 10, priceCents: 1250 },
          ],
        }),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    const price = await screen.findByLabelText('Bundle 1: price ($)', {}, { timeout: 10_000 });
    await userEvent.clear(price);
    await userEvent.type(price, '4,50');
    await userEvent.click(screen.getByRole('button', { name: 'Add a bundle' }));
    await userEvent.type(screen.getByLabelText('Bundle 2: numbers'), '10');
    await userEvent.type(screen.getByLabelText('Bundle 2: price ($)'), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save the bundles' }));
    expect(await screen.findByText('The bundles are saved and on sale now.')).toBeInTheDocument();
    const [put] = callsTo(calls, bundlesCall).filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      bundles: [
        { numbers: 3, priceCents: 450 },
        { numbers: 10, priceCents: 1250 },
      ],
    });
  });

  it('sends nothing for two bundles of one size or a price that is not an amount', async () => {
    const calls = stubFetch(
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [game] })),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    await screen.findByLabelText('Bundle 1: price ($)', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add a bundle' }));
    await userEvent.type(screen.getByLabelText('Bundle 2: numbers'), '3');
    await userEvent.type(screen.getByLabelText('Bundle 2: price ($)'), 'five');
    await userEvent.click(screen.getByRole('button', { name: 'Save the bundles' }));
    expect(
      await screen.findAllByText(/./, { selector: '.mantine-InputWrapper-error' }),
    ).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Bundle 2: price ($)'));
    await userEvent.type(screen.getByLabelText('Bundle 2: price ($)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the bundles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('same number of numbers');
    expect(callsTo(calls, bundlesCall).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
