import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Redraw, RedrawsOfDraw } from '@charity/domain/api/redraws';
import type { Winner } from '@charity/domain/api/winner-circle';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AdminRedrawsPage } from './redraws';

afterEach(() => queryClient.clear());

const DRAW_ID = '00000000-0000-4000-8000-0000000000d1';
const REDRAW_ID = '00000000-0000-4000-8000-0000000000d2';
const year = new Date().getFullYear();

const winner: Winner = {
  GameInstanceId: DRAW_ID,
  GameInstanceName: 'Week 3',
  DrawnOn: `${year}-01-10T00:00:00.000Z`,
  WinningNumber: 42,
  Prize: 125_000,
  DisplayName: 'Ann B.',
  Rollover: 0,
  DrawId: DRAW_ID,
  PrizeName: null,
  RedrawnBecause: null,
  RedrawReason: null,
};

const view = (redraws: Redraw[]): RedrawsOfDraw => ({
  DrawId: DRAW_ID,
  Name: 'Week 3',
  GameInstanceId: DRAW_ID,
  WinningNumber: 42,
  WinnerDisplayName: 'Ann B.',
  Prize: 125_000,
  WinnerSelfExcluded: redraws.length === 0,
  PrizePaid: false,
  Redraws: redraws,
});

const committed: Redraw = {
  Id: REDRAW_ID,
  DrawId: DRAW_ID,
  Sequence: 1,
  Reason: 'SelfExcluded',
  Note: null,
  ExcludedEntries: [42],
  ReplacedNumber: 42,
  Commitment: 'a'.repeat(64),
  CommittedAt: `${year}-01-12T00:00:00.000Z`,
  Status: 'Committed',
  Result: null,
};

const circlePath = `/api/organization/winner-circle-by-organization-id-and-year/${ORG_ID}/${year}`;
const viewPath = `/api/draw/redraws/for-draw/${ORG_ID}/${DRAW_ID}`;

describe('redraws screen', () => {
  it('commits a redraw of a self-excluded winner with its reason, then runs it', async () => {
    let state: Redraw[] = [];
    const calls = stubFetch(
      on('GET', circlePath, () => json({ Winners: [winner], FirstYear: year })),
      on('GET', viewPath, () => json(view(state))),
      on('POST', '/api/draw/redraw', () => {
        state = [committed];
        return json(committed);
      }),
      on('POST', '/api/draw/redraw/run', () => {
        const drawn: Redraw = {
          ...committed,
          Status: 'Drawn',
          Result: {
            WinningNumber: 7,
            WinnerDisplayName: 'Bob C.',
            Prize: 125_000,
            EntriesCount: 5,
            EntriesHash: 'b'.repeat(64),
            Seed: 'c'.repeat(64),
            DrawnOn: `${year}-01-12T01:00:00.000Z`,
            VerificationUrl: `/api/draw/published/${REDRAW_ID}`,
          },
        };
        state = [drawn];
        return json(drawn);
      }),
    );
    signInAs(true);
    await renderScreen(<AdminRedrawsPage />, paths.admin.redraws);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Draw', {}, { timeout: 10_000 }),
      DRAW_ID,
    );
    expect(
      await screen.findByText('This winner is self-excluded: the prize must be redrawn.'),
    ).toBeInTheDocument();
    // The reason is chosen for a self-excluded winner, the winning number is the entry.
    expect(screen.getByLabelText(/^Reason/)).toHaveValue('SelfExcluded');
    expect(screen.getByLabelText(/^Entries to exclude/)).toHaveValue('42');
    await user.type(screen.getByLabelText('Note for staff (not published)'), 'Excluded on Jan 5');
    await user.click(screen.getByRole('button', { name: 'Commit the redraw' }));

    expect(await screen.findByText(/Redraw 1 committed/)).toBeInTheDocument();
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(callsTo(calls, 'draw/redraw')[0]?.body).toEqual({
      OrganizationId: ORG_ID,
      DrawId: DRAW_ID,
      Reason: 'SelfExcluded',
      ExcludedEntries: [42],
      Note: 'Excluded on Jan 5',
    });

    await user.click(screen.getByRole('button', { name: 'Run redraw 1' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('7 · Bob C.')).toBeInTheDocument();
    expect(within(table).getByText('Self-excluded')).toBeInTheDocument();
    expect(callsTo(calls, 'draw/redraw/run')).toHaveLength(1);
  }, 30_000);

  it("asks for a reason, then shows the server's refusal and keeps the form", async () => {
    const calls = stubFetch(
      on('GET', circlePath, () => json({ Winners: [winner], FirstYear: year })),
      on('GET', viewPath, () => json({ ...view([]), WinnerSelfExcluded: false })),
      on('POST', '/api/draw/redraw', () =>
        json(
          {
            Status: 409,
            Code: 'Conflict',
            Message:
              'The winner has until 2027-02-09T00:00:00.000Z to claim the prize: it is not unclaimed yet.',
            Method: 'POST',
            RequestUrl: '/api/draw/redraw',
          },
          409,
        ),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminRedrawsPage />, paths.admin.redraws);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Draw', {}, { timeout: 10_000 }),
      DRAW_ID,
    );
    // Without a reason the button says why instead of staying greyed out.
    await user.click(await screen.findByRole('button', { name: 'Commit the redraw' }));
    expect(await screen.findByText('Choose why the winner is redrawn.')).toBeInTheDocument();
    expect(callsTo(calls, 'draw/redraw')).toHaveLength(0);
    await user.selectOptions(await screen.findByLabelText(/^Reason/), 'Unclaimed');
    expect(screen.queryByText('Choose why the winner is redrawn.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Commit the redraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/to claim the prize/);
    expect(screen.getByRole('button', { name: 'Commit the redraw' })).toBeInTheDocument();
  }, 30_000);
});
