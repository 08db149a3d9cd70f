import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/testing/factories';
import { renderScreen } from '@/testing/render-screen';
import { buildDrawRow, serveReports } from './report-stubs';
import { AdminReportsPage } from './reports';

afterEach(() => queryClient.clear());

const OLD_ID = '55555555-5555-4555-8555-555555555555';
const NEW_ID = '66666666-6666-4666-8666-666666666666';
const paid = buildDrawRow({ PrizePaidAt: '2026-01-10T12:00:00Z', Unclaimed: false });
const older = buildDrawRow({
  GameInstanceId: OLD_ID,
  GameInstanceName: 'Week 0',
  DrawnAt: '2026-01-01T12:00:00Z',
  WinningNumber: 7,
  WinnerDisplayName: 'Bob C.',
  Prize: 30000,
});

async function open() {
  signInAs(true);
  await renderScreen(<AdminReportsPage />, paths.admin.reports);
  // The first answers can be slow on a busy machine: wait for the draws report.
  await screen.findByRole('table', { name: 'Unclaimed prizes' }, { timeout: 15_000 });
}

// The whole reports page (five reports, a dozen tables) renders in each test: slow on a busy machine.
describe('prize payouts', { timeout: 30_000 }, () => {
  it('says which prizes were paid, and lists every unclaimed one with its total', async () => {
    const rollover = buildDrawRow({
      GameInstanceId: OLD_ID,
      GameInstanceName: 'Week 0',
      Outcome: 'Rollover',
      WinnerDisplayName: null,
      Prize: 0,
      Unclaimed: false,
    });
    serveReports({
      draws: () => ({
        Draws: [
          paid,
          buildDrawRow({ GameInstanceId: NEW_ID, GameInstanceName: 'Week 2' }),
          rollover,
        ],
        UnclaimedPrizes: [older],
        UnclaimedAmount: 30000,
      }),
    });
    await open();
    const draws = await screen.findByRole('table', { name: 'Draws of the period' });
    expect(within(draws).getByRole('columnheader', { name: 'Prize paid' })).toBeInTheDocument();
    expect(await within(draws).findByRole('row', { name: /Week 1/ })).toHaveTextContent(
      'Jan 10, 2026',
    );
    expect(within(draws).getByRole('row', { name: /Week 2/ })).toHaveTextContent('Unclaimed');
    expect(within(draws).getByRole('row', { name: /Week 0/ })).toHaveTextContent('—');
    const unclaimed = screen.getByRole('table', { name: 'Unclaimed prizes' });
    const row = within(unclaimed).getByRole('row', { name: /Week 0/ });
    expect(row).toHaveTextContent('Bob C.');
    // Drawn at 12:00 UTC: shown in the game's zone, named, whatever the browser's zone.
    expect(row).toHaveTextContent(/Jan 1, 2026, 8:00\sAM AST/);
    expect(row).toHaveTextContent('$300.00');
    const action = await within(row).findByRole('link', {
      name: 'Record the claim of Week 0 on the draw page',
    });
    // The action column is left out of the printed report.
    expect(action.closest('td')).toHaveClass('report-no-print');
    expect(within(unclaimed).getByRole('columnheader', { name: 'Action' })).toHaveClass(
      'report-no-print',
    );
    expect(screen.getByText('Total unclaimed: $300.00')).toBeInTheDocument();
  });

  it('lists the unclaimed prizes for the auditor without the action it may not take', async () => {
    serveReports({
      role: 'auditor',
      draws: () => ({ Draws: [], UnclaimedPrizes: [older], UnclaimedAmount: 30000 }),
    });
    await open();
    const unclaimed = screen.getByRole('table', { name: 'Unclaimed prizes' });
    expect(await within(unclaimed).findByRole('row', { name: /Week 0/ })).toHaveTextContent(
      'Bob C.',
    );
    expect(within(unclaimed).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Record the claim/ })).toBeNull();
  });

  it('pays no prize in one click: the link leads to the claim steps on the draw page', async () => {
    const calls = serveReports({
      draws: () => ({ Draws: [], UnclaimedPrizes: [older], UnclaimedAmount: 30000 }),
    });
    await open();
    const link = await screen.findByRole('link', {
      name: 'Record the claim of Week 0 on the draw page',
    });
    expect(link).toHaveTextContent('Record the claim on the draw page');
    expect(link).toHaveAttribute('href', paths.admin.draw);
    expect(screen.queryByRole('button', { name: /paid/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
