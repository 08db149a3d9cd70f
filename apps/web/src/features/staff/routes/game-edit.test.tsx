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
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { AdminGamesPage } from './games';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing description field listens to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const game: GameSetup = buildGameSetup({ lockPlayersToRegion: false });
const listPath = `/api/setup/games/for-organization/${ORG_ID}`;
const addCall = `setup/games/for-organization/${ORG_ID}`;
const editCall = `setup/game/${game.id}/for-organization/${ORG_ID}`;
const refusal = (Status: number, Message: string, Errors?: { Path: string; Message: string }[]) =>
  json(
    {
      Status,
      Code: Status === 409 ? 'Conflict' : 'BadRequest',
      Message,
      Method: 'PUT',
      RequestUrl: '/',
      Errors,
    },
    Status,
  );

async function open(role: StaffRole, ...handlers: Parameters<typeof stubFetch>) {
  const calls = stubFetch(
    membershipAs(role),
    on('GET', listPath, () => json({ games: [game] })),
    ...handlers,
  );
  signInAs(true);
  await renderScreen(<AdminGamesPage />, paths.admin.games);
  await screen.findByRole('heading', { name: game.name }, { timeout: 10_000 });
  return calls;
}

describe('adding a game', () => {
  it('sends the English and French texts, the price in cents and the schedule', async () => {
    const calls = await open(
      'manager',
      on('POST', `/api/${addCall}`, () =>
        json({ game: { ...game, id: 'new', name: 'Winter 50/50' }, warnings: [] }, 201),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a game' }));
    const form = screen.getByRole('form', { name: 'Add a game' });
    const field = (label: string) => within(form).getByLabelText(label);
    await userEvent.type(field('Name (English)'), 'Winter 50/50');
    await userEvent.type(field('Name (French)'), "50/50 d'hiver");
    await userEvent.type(field('Description (French)'), 'La moitié du pot.');
    await userEvent.selectOptions(field('Type'), 'ProgressiveFiftyFifty');
    await userEvent.type(field('Ticket price ($)'), '2,50');
    await userEvent.type(field('Highest number'), '5000');
    await userEvent.click(within(form).getByRole('switch', { name: /^Prepaid draws/ }));
    await userEvent.selectOptions(field('Draw day'), '5');
    await userEvent.type(field('Draw time'), '20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the game' }));
    expect(
      await screen.findByText('Winter 50/50 is added. Schedule its first draw below.'),
    ).toBeInTheDocument();
    const [post] = callsTo(calls, addCall).filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      key: 'winter-50-50',
      type: 'ProgressiveFiftyFifty',
      name: 'Winter 50/50',
      translations: { fr: { name: "50/50 d'hiver", description: 'La moitié du pot.' } },
      ticketPriceCents: 250,
      numberRangeMax: 5000,
      maxNumbersPerPlayer: null,
      maxPrepaidDraws: 4,
      schedule: { drawWeekday: 5, drawTime: '20:00', timeZone: 'America/Halifax' },
    });
  });

  it.each([
    ['-5', 'Enter an amount in dollars and cents, from $0.01 to $1,000.00.'],
    ['4.999', 'Enter an amount in dollars and cents, from $0.01 to $1,000.00.'],
    ['', 'Enter an amount in dollars and cents, from $0.01 to $1,000.00.'],
  ])('says what a price of "%s" should be, in words, and sends nothing', async (price, message) => {
    const calls = await open('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Add a game' }));
    const form = screen.getByRole('form', { name: 'Add a game' });
    await userEvent.type(within(form).getByLabelText('Name (English)'), 'Spring draw');
    if (price) await userEvent.type(within(form).getByLabelText('Ticket price ($)'), price);
    await userEvent.click(within(form).getByRole('button', { name: 'Add the game' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a whole number from 1 to 10,000,000.'),
    ).toBeInTheDocument();
    expect(form.textContent).not.toMatch(/expected|received|NaN|Too small/);
    expect(callsTo(calls, addCall).filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('editing a game', () => {
  it('shows the server refusal of a price under sold numbers by field, and keeps the session', async () => {
    const calls = await open(
      'owner',
      on('PUT', `/api/${editCall}`, () =>
        refusal(409, 'The ticket price cannot change now: Week 1 has 3 sold numbers: …', [
          { Path: 'ticketPriceCents', Message: 'Week 1 has 3 sold numbers: …' },
        ]),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: `Edit ${game.name}` }));
    const form = screen.getByRole('form', { name: `Edit ${game.name}` });
    const price = within(form).getByLabelText('Ticket price ($)');
    expect(price).toHaveValue('2.00');
    expect(within(form).getByLabelText('Type')).toBeDisabled();
    await userEvent.clear(price);
    await userEvent.type(price, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the game' }));
    expect(
      await within(form).findByText(
        'Cannot change while a draw has sold numbers: change it after the draw.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('some fields cannot change now');
    expect(screen.queryByText(/session expired/i)).not.toBeInTheDocument();
    const [put] = callsTo(calls, editCall);
    expect(put?.body).toMatchObject({ ticketPriceCents: 300, name: game.name, maxPrepaidDraws: 1 });
    expect(put?.body).not.toHaveProperty('key');
  });

  it.each([
    [
      'en',
      'Edit',
      'Ticket price ($)',
      '1.50',
      'Save the game',
      'At this price the bundle of 3 numbers for $5.00 would cost no less than its numbers one by one: enter $1.67 or more, or change the bundles first.',
    ],
    [
      'fr',
      'Modifier',
      'Prix du billet ($)',
      '1,50',
      'Enregistrer le jeu',
      'À ce prix, le forfait de 3 numéros à 5,00 $ ne coûterait pas moins cher que ses numéros à l’unité : entrez au moins 1,67 $, ou modifiez d’abord les forfaits.',
    ],
  ])(
    '(%s) refuses a price making a bundle dearer than singles, on the price field, sending nothing',
    async (language, edit, label, typed, save, message) => {
      await i18n.changeLanguage(language);
      try {
        const calls = await open('owner');
        await userEvent.click(screen.getByRole('button', { name: `${edit} ${game.name}` }));
        const form = screen.getByRole('form', { name: `${edit} ${game.name}` });
        const price = within(form).getByLabelText(label);
        await userEvent.clear(price);
        await userEvent.type(price, typed);
        await userEvent.click(within(form).getByRole('button', { name: save }));
        // Money is written with no-break spaces in French.
        const normalizer = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();
        expect(await within(form).findByText(message, { normalizer })).toBeVisible();
        expect(normalizer(price.getAttribute('aria-invalid') ?? '')).toBe('true');
        expect(callsTo(calls, editCall)).toEqual([]);
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('says that players keep numbers above a lowered limit', async () => {
    await open(
      'manager',
      on('PUT', `/api/${editCall}`, () =>
        json({
          game: { ...game, maxNumbersPerPlayer: 2 },
          warnings: [{ Code: 'NumbersPerPlayerBelowHeld', Message: '…', Players: 3, Limit: 2 }],
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: `Edit ${game.name}` }));
    const form = screen.getByRole('form', { name: `Edit ${game.name}` });
    await userEvent.type(within(form).getByLabelText('Numbers per player'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the game' }));
    expect(
      await screen.findByText(
        '3 players hold more than 2 numbers: they keep them, but cannot get more.',
      ),
    ).toBeInTheDocument();
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      await open('owner');
      await userEvent.click(screen.getByRole('button', { name: `Modifier ${game.name}` }));
      const form = screen.getByRole('form', { name: `Modifier ${game.name}` });
      expect(within(form).getByRole('group', { name: 'Français' })).toBeInTheDocument();
      const price = within(form).getByLabelText('Prix du billet ($)');
      await userEvent.clear(price);
      await userEvent.type(price, '4,999');
      await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le jeu' }));
      expect(
        await within(form).findByText(
          'Entrez un montant en dollars et cents, de 0,01 $ à 1 000,00 $.',
        ),
      ).toBeInTheDocument();
      expect(within(form).getByRole('alert')).toHaveTextContent('Le jeu n’est pas enregistré');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each(['auditor', 'support'] as const)('shows the %s no add nor edit control', async (role) => {
    await open(role);
    expect(screen.queryByRole('button', { name: 'Add a game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${game.name}` })).not.toBeInTheDocument();
  });
});
