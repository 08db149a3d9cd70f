import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { ORG_ID } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { yearOptions } from '../components/year-picker';
import { DrawResultsPage } from './draw-results';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const thisYear = new Date().getFullYear();
const circle = new RegExp(
  `^/api/organization/winner-circle-by-organization-id-and-year/${ORG_ID}/`,
);

describe('draw results years (issue 12: years before the game existed were offered)', () => {
  it("offers the game's first year to this one, and goes to the year chosen", async () => {
    stubFetch(on('GET', circle, () => json({ Winners: [], FirstYear: thisYear - 2 })));
    const view = await renderScreen(<DrawResultsPage />, paths.game.drawResults(thisYear));
    const picker = await screen.findByRole('combobox', { name: 'Year' });
    await vi.waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([String(thisYear), String(thisYear - 1), String(thisYear - 2)]);
    await userEvent.setup().selectOptions(picker, String(thisYear - 1));
    expect(view.location()).toBe(paths.game.drawResults(thisYear - 1));
  });

  it('offers only this year for a game that has not opened yet', async () => {
    stubFetch(on('GET', circle, () => json({ Winners: [], FirstYear: null })));
    await renderScreen(<DrawResultsPage />, paths.game.drawResults(thisYear));
    expect(await screen.findByText('No draws yet this year.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([String(thisYear)]);
  });

  it('keeps the page year in its place, and never a year after this one as a start', () => {
    expect(yearOptions(2026, 2024, '2019')).toEqual(['2026', '2025', '2024', '2019']);
    expect(yearOptions(2026, 2024, 'abcd')).toEqual(['2026', '2025', '2024']);
    expect(yearOptions(2026, 2027, '2026')).toEqual(['2026']);
    expect(yearOptions(2026, null, '2026')).toEqual(['2026']);
  });
});
