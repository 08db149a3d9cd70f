import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { i18n } from '@/lib/i18n/i18n';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup, charitySetupList } from '@/testing/staff-setup';
import { AdminCharitiesPage } from './charities';
import { AdminGamesPage } from './games';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

/** zod's own English, which no person should read (issue 27). */
const RAW = /expected|received|NaN|Too small|Too big|Invalid input|Invalid option/;

const GAME_ID = '00000000-0000-4000-8000-0000000000a1';
const game = buildGameSetup({ instances: [] }); // $2.00 a number, 3 for $5.00
const bundlesCall = `setup/game/${GAME_ID}/bundles/for-organization/${ORG_ID}`;

async function openBundles(put?: () => Response) {
  const calls = stubFetch(
    membershipAs('owner'),
    on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [game] })),
    ...(put ? [on('PUT', `/api/${bundlesCall}`, put)] : []),
  );
  signInAs(true);
  await renderScreen(<AdminGamesPage />, paths.admin.games);
  await screen.findByLabelText('Bundle 1: price ($)', {}, { timeout: 10_000 });
  return calls;
}

async function typeBundle(numbers: string, price: string) {
  const count = screen.getByLabelText(i18n.t('staffGames.bundleNumbers', { index: 1 }));
  const amount = screen.getByLabelText(i18n.t('staffGames.bundlePrice', { index: 1 }));
  fireEvent.change(count, { target: { value: numbers } });
  fireEvent.change(amount, { target: { value: price } });
  await userEvent.click(screen.getByRole('button', { name: i18n.t('staffGames.saveBundles') }));
}

const fieldError = (label: string) =>
  screen
    .getByLabelText(label)
    .closest('.mantine-InputWrapper-root')
    ?.querySelector('.mantine-InputWrapper-error')?.textContent ?? '';

const puts = (calls: ReturnType<typeof stubFetch>) =>
  callsTo(calls, bundlesCall).filter((call) => call.method === 'PUT');

describe('bundles beside the single price (issue 27)', () => {
  it('refuses a bundle of 1 and one dearer than singles, next to the field, sending nothing', async () => {
    const calls = await openBundles();
    await typeBundle('1', '1.00');
    expect(fieldError('Bundle 1: numbers')).toBe(
      'One number is sold at the single price ($2.00): a bundle has 2 numbers or more.',
    );
    await typeBundle('3', '9.00');
    expect(fieldError('Bundle 1: price ($)')).toBe(
      'A bundle must cost less than its numbers at the single price: 3 numbers cost $6.00 one by one.',
    );
    await typeBundle('3', '6');
    expect(fieldError('Bundle 1: price ($)')).toMatch(/must cost less/);
    expect(puts(calls)).toHaveLength(0);
  });

  it('words −5, 4.999, empty, NaN and 1e9 in both fields, in English and French', async () => {
    const calls = await openBundles();
    for (const typed of ['-5', '4.999', '', 'NaN', '1e9']) {
      await typeBundle(typed, '4.00');
      const numbers = fieldError('Bundle 1: numbers');
      expect(numbers, typed).toMatch(/^(Enter a whole number|This field is required)/);
      expect(numbers, typed).not.toMatch(RAW);
      await typeBundle('3', typed);
      const price = fieldError('Bundle 1: price ($)');
      expect(price, typed).toMatch(
        /^(Enter an amount in dollars, like 2\.50\.|This field is required\.)$/,
      );
    }
    await typeBundle('-5', '4.00');
    expect(fieldError('Bundle 1: numbers')).toBe('Enter a whole number of 1 or more.');
    await typeBundle('', '4.00');
    expect(fieldError('Bundle 1: numbers')).toBe('This field is required.');
    await i18n.changeLanguage('fr');
    await typeBundle('-5', '4.00');
    expect(fieldError('Forfait 1 : numéros')).toBe('Entrez un nombre entier d’au moins 1.');
    await typeBundle('3', '-5');
    expect(fieldError('Forfait 1 : prix ($)')).toBe('Entrez un montant en dollars, comme 2,50.');
    await typeBundle('3', '9');
    expect(fieldError('Forfait 1 : prix ($)')).toMatch(/^Un forfait doit coûter moins cher/);
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal of a bundle next to its field', async () => {
    const message =
      'A bundle must cost less than its numbers at the single price: 3 numbers cost $6.00 one by one.';
    await openBundles(() =>
      json(
        {
          Status: 400,
          Code: 'BadRequest',
          Message: 'These bundles cannot go on sale beside the single price.',
          Method: 'PUT',
          RequestUrl: `/api/${bundlesCall}`,
          Errors: [{ Path: 'body.bundles.0.priceCents', Message: message }],
        },
        400,
      ),
    );
    await typeBundle('3', '5.50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These bundles cannot go on sale beside the single price.',
    );
    expect(fieldError('Bundle 1: price ($)')).toBe(message);
  });
});

async function openCharities() {
  const calls = stubFetch(
    membershipAs('manager'),
    on('GET', `/api/setup/charities/for-organization/${ORG_ID}`, () => json(charitySetupList)),
  );
  signInAs(true);
  await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
  return calls;
}

describe('categories and charities (issue 27)', () => {
  it('suggests a new category’s key from its name until the key is typed', async () => {
    await openCharities();
    const form = await screen.findByRole('form', { name: 'Add a category' }, { timeout: 10_000 });
    const [name] = within(form).getAllByLabelText(/^Name/);
    if (!name) throw new Error('no name field');
    const key = within(form).getByLabelText(/^Key/);
    await userEvent.type(name, 'Santé mentale');
    expect(key).toHaveValue('sante-mentale');
    await userEvent.clear(key);
    await userEvent.type(key, 'mental');
    await userEvent.type(name, ' et plus');
    expect(key).toHaveValue('mental');
  });

  it('words an empty or a 1 MB name, never zod’s English', async () => {
    const calls = await openCharities();
    const form = await screen.findByRole('form', { name: 'Add a category' }, { timeout: 10_000 });
    const [name] = within(form).getAllByLabelText(/^Name/);
    if (!name) throw new Error('no name field');
    const save = within(form).getByRole('button', { name: 'Add the category' });
    await userEvent.click(save);
    expect(form.textContent).toContain('This field is required.');
    fireEvent.change(name, { target: { value: 'x'.repeat(1_000_000) } });
    await userEvent.click(save);
    expect(form.textContent).toContain('must be at most 200 characters');
    expect(form.textContent).not.toMatch(RAW);
    expect(callsTo(calls, 'charity-categories').filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
