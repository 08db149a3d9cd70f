import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildGroup, GROUP_A } from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AssignNumbersPage } from './assign-numbers';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

// The game's range comes with the current draw.
const rangeLoaded = () =>
  waitFor(() =>
    expect(queryClient.getQueryData(['organization', ORG_ID, 'current-status'])).toBeDefined(),
  );

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

function serve(assign: () => Response) {
  return stubFetch(
    on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 5 })),
    on('GET', /current-status/, () =>
      json(buildStatus({ ...buildInstance(), NumberRangeMax: 9999 })),
    ),
    on('POST', '/api/player-number/assign', assign),
  );
}

async function ask(quantity: string, specific: string, labels = english) {
  const count = await screen.findByRole('textbox', { name: labels.quantity });
  await userEvent.clear(count);
  await userEvent.type(count, quantity);
  const numbers = screen.getByRole('textbox', { name: labels.specific });
  await userEvent.clear(numbers);
  await userEvent.type(numbers, specific);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const english = {
  quantity: /How many numbers/,
  specific: /Specific numbers/,
  submit: 'Get my numbers',
};
const french = {
  quantity: /Combien de numéros/,
  specific: /Numéros précis/,
  submit: 'Obtenir mes numéros',
};

describe('Get numbers says what is wrong, in the singular when it is one (issue 28)', () => {
  it('"0" is out of the game’s range, not "not a number"; one number is singular', async () => {
    const calls = serve(() => json({ PlayerNumberGroup: buildGroup(GROUP_A, [7]) }));
    signInAs();
    await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    await screen.findByRole('textbox', { name: english.quantity });
    await rangeLoaded();
    await ask('1', '0');
    expect(await screen.findByText('Numbers go from 1 to 9,999.')).toBeVisible();
    expect(screen.queryByText(/whole numbers/)).toBeNull();
    await ask('1', '10000');
    expect(await screen.findByText('Numbers go from 1 to 9,999.')).toBeVisible();
    await ask('1', '7, 8');
    expect(
      await screen.findByText('List no more than 1 number, the quantity you chose.'),
    ).toBeVisible();
    expect(callsTo(calls, 'player-number/assign')).toHaveLength(0);
    await ask('1', '7');
    expect(await screen.findByRole('status', { name: 'Your number is ready' })).toBeVisible();
    expect(
      screen.getByText('Next, play your number in the current draw from your dashboard.'),
    ).toBeVisible();
  });

  it('in French: the range written the French way, and one number stays singular', async () => {
    await i18n.changeLanguage('fr');
    serve(() => json({ PlayerNumberGroup: buildGroup(GROUP_A, [7]) }));
    signInAs();
    await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    await screen.findByRole('textbox', { name: french.quantity });
    await rangeLoaded();
    await ask('1', '0', french);
    const range = await screen.findByText(/^Les numéros vont de 1 à /);
    expect(spaced(range.textContent)).toBe('Les numéros vont de 1 à 9 999.');
    await ask('1', '7, 8', french);
    expect(
      await screen.findByText('N’indiquez pas plus de 1 numéro, la quantité choisie.'),
    ).toBeVisible();
    await ask('1', '7', french);
    expect(await screen.findByRole('status', { name: 'Votre numéro est prêt' })).toBeVisible();
    expect(
      screen.getByText(
        'Ensuite, jouez votre numéro au tirage en cours depuis votre tableau de bord.',
      ),
    ).toBeVisible();
  });

  it('in French, the server’s reason is its own sentence after the wrapper', async () => {
    await i18n.changeLanguage('fr');
    const refusal = {
      Status: 400,
      Code: 'BadRequest',
      Message: 'Les numéros vont de 1 à 100.',
      Method: 'POST',
      RequestUrl: '',
    };
    serve(() => json(refusal, 400));
    signInAs();
    await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    await ask('1', '7', french);
    expect(
      await screen.findByText('Impossible de continuer. Les numéros vont de 1 à 100.'),
    ).toBeVisible();
  });
});
