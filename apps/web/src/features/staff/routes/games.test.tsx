import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup } from '@/testing/staff-setup';
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
const game: GameSetup = buildGameSetup({
  instances: [],
  next: {
    name: 'Week 1',
    opensAt: '2026-12-01T00:00',
    salesCloseAt: '2026-12-04T19:00',
    drawAt: '2026-12-04T20:00',
  },
});
const bundlesCall = `setup/game/${GAME_ID}/bundles/for-organization/${ORG_ID}`;
const bundlesPath = `/api/${bundlesCall}`;

describe('price bundles in the games screen', () => {
  it('saves the changed list, French decimal comma included, and says it is on sale', async () => {
    const calls = stubFetch(
      membershipAs('owner'),
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
    // The game's facts name its type in words, not as the API's key.
    expect(screen.getByText('Gold Rush (numbers kept all season)')).toBeInTheDocument();
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
      membershipAs('owner'),
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

describe('editing and cancelling a draw in the games screen', () => {
  const SCHEDULED_ID = '00000000-0000-4000-8000-0000000000b2';
  const OPEN_ID = '00000000-0000-4000-8000-0000000000b1';
  const scheduled = {
    id: SCHEDULED_ID,
    sequence: 2,
    name: 'Week 2',
    description: '',
    status: 'Scheduled',
    startedOn: '2026-12-05T00:00:00.000Z',
    salesCloseAt: '2026-12-11T23:00:00.000Z',
    drawAt: '2026-12-12T00:00:00.000Z',
  };
  const open = {
    ...scheduled,
    id: OPEN_ID,
    sequence: 1,
    name: 'Week 1',
    status: 'Open',
    startedOn: '2026-11-28T00:00:00.000Z',
    salesCloseAt: '2026-12-04T23:00:00.000Z',
    drawAt: '2026-12-05T00:00:00.000Z',
  };
  const withDraws = { ...game, instances: [scheduled, open] };
  const editPath = `/api/setup/game/${GAME_ID}/instance/${SCHEDULED_ID}/for-organization/${ORG_ID}`;
  const cancelCall = `setup/game/${GAME_ID}/instance/${OPEN_ID}/cancel/for-organization/${ORG_ID}`;

  it("fills the edit form on the game's clock and saves the changed schedule", async () => {
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [withDraws] })),
      on('PUT', editPath, () => json({ ...scheduled, name: 'Harvest draw' })),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    // Only a draw that has not opened can be edited.
    expect(await screen.findByRole('button', { name: 'Edit Week 2' }, { timeout: 10_000 }));
    expect(screen.queryByRole('button', { name: 'Edit Week 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Week 2' }));
    const form = screen.getByRole('form', { name: 'Edit Week 2' });
    const name = within(form).getByLabelText(/^Name(?! in French)/);
    expect(within(form).getByLabelText(/Draw/)).toHaveValue('2026-12-11T20:00');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harvest draw');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText(/Harvest draw is changed/)).toBeInTheDocument();
    const [put] = callsTo(calls, editPath.slice(5)).filter((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Harvest draw',
      opensAt: '2026-12-04T20:00',
      salesCloseAt: '2026-12-11T19:00',
      drawAt: '2026-12-11T20:00',
    });
  });

  it('cancels an open draw only with a reason, and says what was refunded', async () => {
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [withDraws] })),
      on('POST', `/api/${cancelCall}`, () =>
        json({
          instance: { ...open, status: 'Cancelled' },
          voidedPayments: 2,
          refundedCents: 900,
          unsettledPayments: 0,
        }),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel Week 1' }, { timeout: 10_000 }),
    );
    const form = screen.getByRole('form', { name: 'Cancel Week 1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel this draw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Say why');
    expect(callsTo(calls, cancelCall)).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Venue closed by the storm');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel this draw' }));
    expect(
      await screen.findByText('Week 1 is cancelled. 2 payments were refunded ($9.00).'),
    ).toBeInTheDocument();
    expect(callsTo(calls, cancelCall)[0]?.body).toEqual({ reason: 'Venue closed by the storm' });
  });
  it('extends an open draw’s sales on the game’s clock, and shows the server’s refusal', async () => {
    const extendCall = `setup/game/${GAME_ID}/instance/${OPEN_ID}/extend-sales/for-organization/${ORG_ID}`;
    let answer = 0;
    const calls = stubFetch(
      membershipAs('manager'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [withDraws] })),
      on('POST', `/api/${extendCall}`, () =>
        answer++ === 0
          ? json(
              {
                Status: 409,
                Code: 'Conflict',
                Message:
                  'Sales of Week 1 have closed: the times of a draw whose sales have closed never change.',
                Method: 'POST',
                RequestUrl: `/api/${extendCall}`,
              },
              409,
            )
          : json({
              ...open,
              salesCloseAt: '2026-12-05T00:30:00.000Z',
              drawAt: '2026-12-05T01:00:00.000Z',
            }),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    // Only an open draw's sales can be extended.
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Extend the sales of Week 1' },
        { timeout: 10_000 },
      ),
    );
    expect(screen.queryByRole('button', { name: 'Extend the sales of Week 2' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Extend the sales of Week 1' });
    // America/Halifax: 23:00 UTC is 19:00 on the game's clock.
    const close = within(form).getByLabelText(/Sales close/);
    expect(close).toHaveValue('2026-12-04T19:00');
    await userEvent.clear(close);
    await userEvent.type(close, '2026-12-04T20:30');
    const draw = within(form).getByLabelText(/Draw/);
    await userEvent.clear(draw);
    await userEvent.type(draw, '2026-12-04T21:00');
    // No reason: said in the screen's words, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Extend sales' }));
    expect(
      await within(form).findByText('Say why the sales are extended (3 characters or more).'),
    ).toBeInTheDocument();
    expect(callsTo(calls, extendCall)).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Full hall');
    await userEvent.click(within(form).getByRole('button', { name: 'Extend sales' }));
    // A refusal shows its message; the session and the form stay.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sales of Week 1 have closed');
    await userEvent.click(within(form).getByRole('button', { name: 'Extend sales' }));
    expect(await screen.findByText(/Sales of Week 1 are extended/)).toBeInTheDocument();
    expect(callsTo(calls, extendCall)[1]?.body).toEqual({
      salesCloseAt: '2026-12-04T20:30',
      drawAt: '2026-12-04T21:00',
      reason: 'Full hall',
    });
  });

  it('says why a draw was cancelled, and suggests the next draw’s French name in French', async () => {
    const cancelled = { ...open, status: 'Cancelled', cancelReason: 'Venue closed by the storm' };
    stubFetch(
      membershipAs('owner'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () =>
        json({
          games: [
            {
              ...game,
              instances: [cancelled],
              next: { ...game.next, name: 'Draw 2', translations: { fr: { name: 'Tirage 2' } } },
            },
          ],
        }),
      ),
    );
    await i18n.changeLanguage('fr');
    try {
      signInAs(true);
      await renderScreen(<AdminGamesPage />, paths.admin.games);
      const row = (
        await screen.findByText('Motif : Venue closed by the storm', {}, { timeout: 10_000 })
      ).closest('tr');
      expect(row).toHaveTextContent('Annulé');
      expect(screen.getByLabelText('Nom en français')).toHaveValue('Tirage 2');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
