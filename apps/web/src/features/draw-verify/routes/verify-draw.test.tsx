import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { drawPaths } from '@charity/domain/draw-paths';
import '@/lib/i18n/i18n';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/testing/fetch-stub';
import { seedConfig } from '@/testing/render-screen';
import { FIXTURE_INSTANCE, publishedFixture } from '@/testing/draw-fixture';
import { VerifyDrawPage } from './verify-draw';

function renderPage(
  entriesText: string,
  timeZone?: string,
  more: Partial<PublishedDrawRecord> = {},
) {
  const record = { ...publishedFixture().record, ...(timeZone ? { timeZone } : {}), ...more };
  stubFetch(({ url }) => {
    if (url.pathname === `/api/draw/published/${FIXTURE_INSTANCE}`) return json(record);
    if (url.pathname === record.entriesUrl) return new Response(entriesText);
    return undefined;
  });
  seedConfig();
  const router = createMemoryRouter(
    [{ path: drawPaths.verify(':gameInstanceId'), element: <VerifyDrawPage /> }],
    { initialEntries: [drawPaths.verify(FIXTURE_INSTANCE)] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return record;
}

describe('VerifyDrawPage', () => {
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });

  it('shows the published record and recomputes the same winning number', async () => {
    const { entriesText } = publishedFixture();
    const record = renderPage(entriesText);
    expect(await screen.findByText(record.seed ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the list of entries/ })).toHaveAttribute(
      'href',
      record.entriesUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recompute in my browser' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Verified: the same winning number ${String(record.winningNumber)}.`,
    );
  });

  it("shows the draw time in the game's zone, named, whatever the browser's zone (issue 12)", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const { entriesText } = publishedFixture();
      renderPage(entriesText, 'America/Halifax');
      // 18:00 UTC on March 20 is 3 PM in Halifax (daylight time), 3 AM the next day in Tokyo.
      const drawn = await screen.findByText(/^Mar 2\d, 2026, /);
      expect(drawn.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Mar 20, 2026, 3:00 PM ADT');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reports each failure when the downloaded entries were tampered with', async () => {
    const { entriesText } = publishedFixture();
    renderPage(entriesText.replace(/^42$/m, '43'));
    await userEvent.click(await screen.findByRole('button', { name: 'Recompute in my browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of entries does not match the published entries hash.',
    );
  });

  it('says why a redraw was run, and links a redrawn draw to its redraws with their reasons', async () => {
    const redrawId = '00000000-0000-4000-8000-0000000000e1';
    const { entriesText } = publishedFixture();
    renderPage(entriesText, undefined, {
      kind: 'Redraw',
      redrawOf: {
        drawId: FIXTURE_INSTANCE,
        reason: 'SelfExcluded',
        replacedNumber: 42,
        excludedEntries: [42],
        baseEntriesUrl: `/api/draw/published/${FIXTURE_INSTANCE}/entries.txt`,
      },
      redraws: [
        { id: redrawId, reason: 'Unclaimed', drawn: false, url: `/api/draw/published/${redrawId}` },
      ],
    });
    expect(await screen.findByText('Why it was redrawn')).toBeInTheDocument();
    expect(
      screen.getByText('The winner is self-excluded: this redraw replaces winning number 42.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The prize was not claimed in time' })).toHaveAttribute(
      'href',
      drawPaths.verify(redrawId),
    );
  });

  it('says it in French once French has loaded (texts loaded with the page)', async () => {
    await i18n.changeLanguage('fr');
    const { entriesText } = publishedFixture();
    renderPage(entriesText, undefined, {
      kind: 'Redraw',
      redrawOf: {
        drawId: FIXTURE_INSTANCE,
        reason: 'Unclaimed',
        replacedNumber: 7,
        excludedEntries: [7],
        baseEntriesUrl: `/api/draw/published/${FIXTURE_INSTANCE}/entries.txt`,
      },
    });
    expect(
      await screen.findByText(
        'Le prix n’a pas été réclamé à temps : ce nouveau tirage remplace le numéro gagnant 7.',
      ),
    ).toBeInTheDocument();
  });
});
