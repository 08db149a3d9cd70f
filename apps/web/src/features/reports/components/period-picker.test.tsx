import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { PeriodPicker } from './period-picker';

const instances = [
  {
    Id: 'a',
    Name: 'Week 1',
    GameName: 'Gold Rush',
    Status: 'Open',
    DrawAt: '2026-12-04T23:00:00Z',
  },
  {
    Id: 'b',
    Name: 'Draw 1',
    GameName: 'Spring 50/50',
    Status: 'Drawn',
    DrawAt: '2026-11-27T23:00:00Z',
  },
];

describe('PeriodPicker (issue 27)', () => {
  it('names the game of each instance when there are two games', async () => {
    await renderScreen(
      <PeriodPicker instances={instances} value={{ gameInstanceId: 'b' }} onChange={() => {}} />,
      '/',
    );
    const picker = screen.getByRole('combobox', { name: 'Report on the draw' });
    expect(within(picker).getByRole('option', { name: 'Gold Rush, Week 1 (open)' })).toBeTruthy();
    expect(
      within(picker).getByRole('option', { name: 'Spring 50/50, Draw 1 (drawn)' }),
    ).toBeTruthy();
  });
});
