import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import { queryClient } from '@/lib/query-client';
import { i18n } from '@/lib/i18n/i18n';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup } from '@/testing/staff-setup';
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

async function show(games: GameSetup[]) {
  stubFetch(
    membershipAs('auditor'),
    on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games })),
  );
  signInAs(true);
  await renderScreen(<AdminGamesPage />, paths.admin.games);
}

const goldRush = buildGameSetup();
const fiftyFifty = buildGameSetup({
  id: '00000000-0000-4000-8000-0000000000a2',
  key: 'spring',
  name: 'Spring 50/50',
  type: 'ProgressiveFiftyFifty',
  maxPrepaidDraws: 4,
  instances: [{ ...goldRush.instances[0]!, translations: { fr: { name: 'Semaine 1' } } }],
});

describe('the game card’s words (issue 27)', () => {
  it('names the type as the form does, and prepaid draws as a count', async () => {
    await show([goldRush, fiftyFifty]);
    expect(
      await screen.findByText('Gold Rush (numbers kept all season)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('50/50 (half the pot to the winner)')).toBeInTheDocument();
    expect(screen.queryByText(/ProgressiveFiftyFifty|^GoldRush$/)).toBeNull();
    expect(screen.getByText('not offered')).toBeInTheDocument();
    expect(screen.getByText('up to 4 draws')).toBeInTheDocument();
    expect(screen.getAllByText(/^Prepaid draws/)).toHaveLength(2);
  });

  it('in French: the type, the prepaid draws and the draw’s French name', async () => {
    await i18n.changeLanguage('fr');
    await show([goldRush, fiftyFifty]);
    expect(
      await screen.findByText('50/50 (la moitié du pot au gagnant)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 tirages au plus')).toBeInTheDocument();
    expect(screen.getByText('non proposés')).toBeInTheDocument();
    const spring = screen.getByRole('region', { name: 'Tirages du jeu : Spring 50/50' });
    expect(within(spring).getByRole('cell', { name: 'Semaine 1' })).toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Tirages du jeu : Weekly Gold Rush' });
    expect(within(weekly).getByRole('cell', { name: 'Week 1' })).toBeInTheDocument();
  });
});
