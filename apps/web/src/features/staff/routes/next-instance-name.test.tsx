import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup } from '@/testing/staff-setup';
import { AdminGamesPage } from './games';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing description field listens to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

describe('the next draw’s suggested name (issue 27)', () => {
  it('fills the English and the French names with the server’s suggestion', async () => {
    const game = buildGameSetup({
      name: 'Lakeshore 50/50',
      next: {
        name: 'Lakeshore 50/50 – Draw 2',
        translations: { fr: { name: '50/50 Lakeshore – Tirage 2' } },
        opensAt: '2026-12-05T00:00',
        salesCloseAt: '2026-12-11T19:00',
        drawAt: '2026-12-11T20:00',
      },
    });
    stubFetch(
      membershipAs('owner'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [game] })),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    expect(
      await screen.findByDisplayValue('Lakeshore 50/50 – Draw 2', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('50/50 Lakeshore – Tirage 2')).toBeInTheDocument();

    // A name of one's own in English: the French suggestion no longer fits, it is emptied.
    const english = screen.getByDisplayValue('Lakeshore 50/50 – Draw 2');
    fireEvent.change(english, { target: { value: 'Winter week 1' } });
    expect(screen.getByLabelText(/Name in French/)).toHaveValue('');
    // Back to the suggestion: its French comes back.
    fireEvent.change(english, { target: { value: 'Lakeshore 50/50 – Draw 2' } });
    expect(screen.getByLabelText(/Name in French/)).toHaveValue('50/50 Lakeshore – Tirage 2');
  });
});
