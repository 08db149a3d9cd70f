import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
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
  await renderScreen(
    <>
      <AdminReportsPage />
      <DialogHost />
    </>,
    paths.admin.reports,
  );
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
    const action = await within(row).findByRole('button', {
      name: 'Record prize as paid for Week 0',
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
    expect(screen.queryByRole('button', { name: /Record prize as paid/ })).toBeNull();
  });

  it('records a prize as paid after confirmation, then refetches the draws report', async () => {
    let recorded = false;
    const calls = serveReports({
      draws: () =>
        recorded
          ? { Draws: [], UnclaimedPrizes: [], UnclaimedAmount: 0 }
          : { Draws: [], UnclaimedPrizes: [older], UnclaimedAmount: 30000 },
      handlers: [
        on('POST', '/api/draw/prize-paid', () => {
          recorded = true;
          return json({ GameInstanceId: OLD_ID, PrizePaidAt: '2026-01-12T12:00:00Z' });
        }),
      ],
    });
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Record prize as paid for Week 0' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record prize as paid?' });
    expect(dialog).toHaveTextContent('Week 0 ($300.00) was paid to Bob C.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const unclaimed = screen.getByRole('table', { name: 'Unclaimed prizes' });
    await waitFor(() => expect(unclaimed).toHaveTextContent('No unclaimed prizes.'));
    expect(callsTo(calls, 'draw/prize-paid').map((call) => call.body)).toEqual([
      { OrganizationId: ORG_ID, GameInstanceId: OLD_ID },
    ]);
    expect(calls.filter((call) => call.path.startsWith('/api/reports/draws/'))).toHaveLength(2);
    expect(screen.getByText('Total unclaimed: $0.00')).toBeInTheDocument();
    expect(screen.getByText('The prize of Week 0 is recorded as paid.')).toBeInTheDocument();
  });

  it('records nothing when the administrator cancels, and explains a conflict', async () => {
    const calls = serveReports({
      draws: () => ({ Draws: [], UnclaimedPrizes: [older], UnclaimedAmount: 30000 }),
      handlers: [
        on('POST', '/api/draw/prize-paid', () =>
          json(
            {
              Status: 409,
              Code: 'Conflict',
              Message: 'The prize is already recorded as paid',
              Method: 'POST',
              RequestUrl: '/api/draw/prize-paid',
            },
            409,
          ),
        ),
      ],
    });
    await open();
    const button = await screen.findByRole('button', { name: 'Record prize as paid for Week 0' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Record prize as paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'draw/prize-paid')).toHaveLength(0);
    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This prize is already recorded as paid',
    );
    expect(callsTo(calls, 'draw/prize-paid')).toHaveLength(1);
  });
});
