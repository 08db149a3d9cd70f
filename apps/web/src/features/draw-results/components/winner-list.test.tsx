import type { Winner } from '@charity/domain/api/winner-circle';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { WinnerList } from './winner-list';

const INSTANCE = '00000000-0000-4000-8000-000000000001';
const REDRAW = '00000000-0000-4000-8000-000000000002';
const EARLY = '00000000-0000-4000-8000-000000000003';
const base = { GameInstanceId: INSTANCE, GameInstanceName: 'Week 3', Rollover: 0 };

const winners: Winner[] = [
  {
    ...base,
    DrawId: REDRAW,
    DrawnOn: '2026-11-22T18:00:00.000Z',
    WinningNumber: 7,
    Prize: 125_000,
    DisplayName: 'Bob C.',
    PrizeName: null,
    RedrawReason: 'SelfExcluded',
    RedrawnBecause: null,
  },
  {
    ...base,
    DrawId: INSTANCE,
    DrawnOn: '2026-11-21T18:00:00.000Z',
    WinningNumber: 42,
    Prize: 125_000,
    DisplayName: 'Ann B.',
    PrizeName: null,
    RedrawReason: null,
    RedrawnBecause: 'SelfExcluded',
  },
  {
    ...base,
    DrawId: EARLY,
    DrawnOn: '2026-11-20T18:00:00.000Z',
    WinningNumber: 13,
    Prize: 50_000,
    DisplayName: 'Cy D.',
    PrizeName: 'Early bird',
  },
];

describe('WinnerList with extra draws and redraws', () => {
  it('keeps the original result with the reason of its redraw, and names the prize', async () => {
    await renderScreen(<WinnerList winners={winners} />);
    const [redraw, original, early] = await screen.findAllByRole('article');
    expect(within(original!).getByText('42')).toBeInTheDocument();
    expect(
      within(original!).getByText(
        'This result was replaced by a redraw: the winner is self-excluded.',
      ),
    ).toBeInTheDocument();
    expect(within(redraw!).getByText('Redraw')).toBeInTheDocument();
    expect(within(redraw!).getByText('the winner is self-excluded')).toBeInTheDocument();
    expect(within(redraw!).getByRole('link')).toHaveAttribute('href', `/draws/${REDRAW}/verify`);
    expect(within(early!).getByRole('heading')).toHaveTextContent('Week 3 — Early bird');
    expect(within(early!).getByRole('link')).toHaveAttribute('href', `/draws/${EARLY}/verify`);
  });
});
