import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DrawResult, ManualDrawView } from '@charity/domain/api/draw';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { queryClient } from '@/lib/query-client';
import { buildInstance, INSTANCE_ID, ORG_ID, signInAs } from '@/testing/factories';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { membershipAs } from '@/testing/staff-role';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { dialogs } from '@/lib/dialog-service';
import { i18n } from '@/lib/i18n/i18n';
import { AdminDrawPage } from './draw';

// The reader's zone is not the game's: every time on the page must still read in Halifax's.
beforeAll(() => void (process.env.TZ = 'Asia/Tokyo'));
afterEach(() => queryClient.clear());

const SALES_CLOSE = '2026-11-27T22:00:00.000Z'; // 18:00 in Halifax (AST), 07:00 in Tokyo
const DRAW_AT = '2026-11-28T00:00:00.000Z'; // 20:00 in Halifax

function buildView(overrides: Partial<ManualDrawView> = {}): ManualDrawView {
  return {
    GameInstance: buildInstance({
      ManualDraw: true,
      TimeZone: 'America/Halifax',
      Name: 'Week 12',
    }),
    EntriesCount: 3,
    SalesTotal: 1500,
    Jackpot: 0,
    SalesCloseAt: SALES_CLOSE,
    DrawAt: DRAW_AT,
    Commitment: 'c'.repeat(64),
    CanRun: true,
    Blocker: null,
    ...overrides,
  };
}

const hex = (c: string) => c.repeat(64);
const RESULT: DrawResult = {
  GameInstanceId: INSTANCE_ID,
  GameInstanceName: 'Week 12',
  GameType: 1,
  WinningNumber: 42,
  Outcome: 'PaidWinner',
  Prize: 75_000,
  Rollover: 0,
  WinnerDisplayName: 'Marie T.',
  EntriesCount: 3,
  EntriesHash: hex('a'),
  Commitment: hex('c'),
  Seed: hex('b'),
  DrawnOn: DRAW_AT,
  VerificationUrl: `/api/draw/published/${INSTANCE_ID}`,
};

/** The view once Week 12 is drawn: the next instance is current, Week 12's result is the last. */
function buildAfterView(): ManualDrawView {
  return buildView({
    GameInstance: buildInstance({
      Id: '00000000-0000-4000-8000-0000000000b2',
      ManualDraw: true,
      TimeZone: 'America/Halifax',
      Name: 'Week 13',
      Status: 'Scheduled',
    }),
    CanRun: false,
    Blocker: { Code: 'NotDrawable', PendingPayments: 0, ClearsBy: null },
    LastDraw: RESULT,
  });
}

/** The result card: winning number, winner, prize and the public verification link. */
async function expectResult() {
  const card = await screen.findByRole('status', { name: 'Result of Week 12' });
  expect(card).toHaveTextContent('Winning number42');
  expect(card).toHaveTextContent('Won by Marie T.');
  expect(nbsp(card.textContent)).toContain('$750.00');
  expect(within(card).getByRole('link', { name: 'Verify this draw' })).toHaveAttribute(
    'href',
    `/draws/${INSTANCE_ID}/verify`,
  );
}

const refusal = (Code: string, Message: string) =>
  json({ Status: 409, Code, Message, Method: 'POST', RequestUrl: '/api/draw/manual/run' }, 409);

/** The server's view of the draw (the current-status call is left unanswered: a 404). */
function serve(views: ManualDrawView[], run: () => Response, role: StaffRole = 'owner') {
  let served = 0;
  return stubFetch(
    membershipAs(role),
    on('GET', `/api/draw/manual/for-organization/${ORG_ID}`, () =>
      json(views[Math.min(served++, views.length - 1)]),
    ),
    on('GET', /\/api\/draw\/extra\/for-instance\//, () => json({ ExtraDraws: [] })),
    on('GET', `/api/draw/prize-claim/for-organization/${ORG_ID}`, () =>
      json({ ClaimDays: 30, Prizes: [] }),
    ),
    on('POST', '/api/draw/manual/run', run),
  );
}

async function open(name = 'Week 12') {
  signInAs(true);
  await renderScreen(
    <>
      <AdminDrawPage />
      <DialogHost />
    </>,
    paths.admin.draw,
  );
  await screen.findByText(name, undefined, { timeout: 10_000 });
}

async function runTheDraw() {
  await userEvent.click(screen.getByRole('button', { name: 'Run the draw of Week 12' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run the draw?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const runButton = () => screen.queryByRole('button', { name: /^Run the draw/ });
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('/admin/draw', () => {
  it('serves a game drawn on schedule: no Run, its extra draws and prize claims', async () => {
    const automatic = buildView({ CanRun: false });
    automatic.GameInstance = { ...automatic.GameInstance, ManualDraw: false };
    serve([automatic], () => json({}), 'manager');
    await open();
    expect(await screen.findByText(/draws run automatically/)).toBeInTheDocument();
    expect(runButton()).toBeNull();
    expect(screen.queryByText('Read only')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Prize claims' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the auditor the draw, read only, with no Run the draw', async () => {
    const calls = serve([buildView()], () => json({}), 'auditor');
    await open();
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(runButton()).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the summary's times in the game's zone, named, never the browser's", async () => {
    serve([buildView()], () => json({}));
    await open();
    const summary = nbsp(document.body.textContent);
    expect(summary).toContain('Nov 27, 2026, 6:00 PM AST');
    expect(summary).toContain('Nov 27, 2026, 8:00 PM AST');
    expect(summary).not.toMatch(/GMT\+9|Nov 28, 2026, 7:00 AM/);
  });

  it('SalesStillOpen: the reason, when sales close in the game zone, and no Run offered again', async () => {
    const calls = serve([buildView()], () =>
      refusal(
        'SalesStillOpen',
        'Sales are still open for this draw: it can be drawn once they close.',
      ),
    );
    await open();
    await runTheDraw();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'SalesStillOpen');
    expect(within(alert).getByText('Sales are still open')).toBeVisible();
    expect(alert).toHaveTextContent('Wait until sales close; the draw can be run then.');
    expect(nbsp(alert.textContent)).toContain('Sales close at Nov 27, 2026, 6:00 PM AST.');
    expect(alert).not.toHaveTextContent(/already been run/);
    // The view is read again after the refusal; the draw it refused is not offered again.
    await waitFor(() =>
      expect(callsTo(calls, `draw/manual/for-organization/${ORG_ID}`).length).toBeGreaterThan(1),
    );
    expect(runButton()).toBeNull();
  });

  it('NotDrawable from the run: the reason, what staff can do, and no Run offered', async () => {
    const cancelled = buildView({
      GameInstance: { ...buildView().GameInstance, Status: 'Cancelled' },
      CanRun: false,
      Blocker: { Code: 'NotDrawable', PendingPayments: 0, ClearsBy: null },
    });
    serve([buildView(), cancelled], () =>
      refusal('NotDrawable', 'This game instance is Cancelled: it cannot be drawn.'),
    );
    await open();
    await runTheDraw();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'NotDrawable');
    expect(within(alert).getByText('This draw cannot be run')).toBeVisible();
    expect(alert).toHaveTextContent('This game instance is Cancelled: it cannot be drawn.');
    expect(alert).toHaveTextContent(
      'It is cancelled or not open yet. Check the game schedule in the staff console.',
    );
    expect(alert).not.toHaveTextContent(/already been run|clears by/);
    await waitFor(() => expect(runButton()).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('NotDrawable in the view: the reason before any attempt, and no Run offered', async () => {
    serve(
      [
        buildView({
          GameInstance: { ...buildView().GameInstance, Status: 'Scheduled', Id: INSTANCE_ID },
          CanRun: false,
          Blocker: { Code: 'NotDrawable', PendingPayments: 0, ClearsBy: null },
        }),
      ],
      () => json({}),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'NotDrawable');
    expect(alert).toHaveTextContent('This draw cannot be run');
    expect(alert).toHaveTextContent('Check the game schedule in the staff console.');
    expect(runButton()).toBeNull();
  });

  it("after a reload: the last draw's result, with its verification link", async () => {
    serve([buildAfterView()], () => json({}));
    await open('Week 13');
    await expectResult();
    expect(screen.queryByText(/already been run/)).toBeNull();
  });

  it('a double click on Run and on Confirm runs the draw once and shows its result', async () => {
    let runs = 0;
    const calls = serve([buildView(), buildAfterView()], () => {
      runs += 1;
      return runs === 1 ? json(RESULT) : refusal('AlreadyDrawn', 'This draw has already been run');
    });
    await open();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Run the draw of Week 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the draw?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectResult();
    await waitFor(() =>
      expect(callsTo(calls, `draw/manual/for-organization/${ORG_ID}`).length).toBeGreaterThan(1),
    );
    expect(callsTo(calls, 'draw/manual/run')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/already been run/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('AlreadyDrawn by someone else: the result of that draw, not an error', async () => {
    serve([buildView(), buildAfterView()], () =>
      refusal('AlreadyDrawn', 'This draw has already been run'),
    );
    await open();
    await runTheDraw();
    await expectResult();
    expect(screen.queryByText(/already been run/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('before the scheduled close, the confirmation says that running now closes sales now', async () => {
    serve([buildView({ SalesCloseAt: new Date(Date.now() + 7 * 86_400_000).toISOString() })], () =>
      json(RESULT),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Run the draw of Week 12' }));
    const early = await screen.findByRole('dialog', { name: 'Run the draw?' });
    expect(early).toHaveTextContent('Sales of Week 12 are scheduled to close at');
    expect(early).toHaveTextContent('Running the draw now closes them now');
    expect(early).toHaveTextContent('the next draw can open at once');
    await userEvent.click(within(early).getByRole('button', { name: 'Cancel' }));
  });

  it('after the scheduled close, the usual confirmation', async () => {
    serve([buildView({ SalesCloseAt: '2020-01-01T00:00:00.000Z' })], () => json(RESULT));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Run the draw of Week 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the draw?' });
    expect(dialog).toHaveTextContent(
      'This draws the winning number of Week 12 and closes its sales.',
    );
    expect(dialog).not.toHaveTextContent('scheduled to close');
  });

  describe('extra draws of the instance drawn', () => {
    // A dialog an earlier test left open would come first: the service's queue is global.
    beforeEach(() => {
      for (let open = dialogs.current(); open; open = dialogs.current()) open.resolve(false);
    });
    // 2:00 PM in Halifax (AST): its cut-off has passed, it has not run.
    const EARLY_BIRD = {
      Id: '00000000-0000-4000-8000-0000000000e2',
      GameInstanceId: INSTANCE_ID,
      GameInstanceName: 'Week 12',
      Name: 'Early bird',
      Prize: { Kind: 'Fixed' as const, Amount: 50_000 },
      CutoffAt: '2020-01-01T00:00:00.000Z',
      DrawAt: '2026-11-27T18:00:00.000Z',
      Status: 'Scheduled' as const,
      Commitment: hex('d'),
      Result: null,
    };
    // Already run: not named as still to run.
    const SECOND = { ...EARLY_BIRD, Id: '00000000-0000-4000-8000-0000000000e3', Name: 'Second' };
    const drawnSecond = {
      ...SECOND,
      Status: 'Drawn' as const,
      Result: {
        WinningNumber: 7,
        WinnerDisplayName: 'Léa B.',
        Prize: 10_000,
        EntriesCount: 3,
        EntriesHash: hex('e'),
        Seed: hex('f'),
        DrawnOn: DRAW_AT,
        VerificationUrl: `/api/draw/published/${SECOND.Id}`,
      },
    };

    /** The confirmation of Week 12's draw, after its scheduled close, with these extra draws. */
    async function confirmation(ExtraDraws: ManualDrawView['ExtraDraws'], run: RegExp) {
      serve([buildView({ SalesCloseAt: '2020-01-01T00:00:00.000Z', ExtraDraws })], () =>
        json(RESULT),
      );
      await open();
      await userEvent.click(screen.getByRole('button', { name: run }));
      const dialog = await screen.findByRole('dialog');
      return { dialog, text: nbsp(dialog.textContent) };
    }

    it('the confirmation names the extra draw still to run and what becomes of it', async () => {
      const { dialog, text } = await confirmation([EARLY_BIRD, drawnSecond], /^Run the draw of/);
      expect(dialog).toHaveAccessibleName('Run the draw?');
      expect(text).toContain('This draws the winning number of Week 12');
      expect(text).toContain(
        'Its extra draw Early bird (Nov 27, 2026, 2:00 PM AST) has not run yet.',
      );
      expect(text).toContain(
        'Running the main draw neither runs it nor closes it: it stays listed on this page',
      );
      expect(text).not.toContain('Second');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });

    it('says it in French', async () => {
      await i18n.changeLanguage('fr');
      try {
        const { dialog, text } = await confirmation([EARLY_BIRD, SECOND], /^Lancer le tirage/);
        expect(dialog).toHaveAccessibleName('Lancer le tirage?');
        expect(text).toMatch(
          /Ses tirages supplémentaires Early bird \(.+\) et Second \(.+\) n’ont pas encore eu lieu\./,
        );
        expect(text).toContain('Lancer le tirage principal ne les lance pas et ne les ferme pas :');
        expect(text).not.toMatch(/ [;?!]|'/);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      } finally {
        await i18n.changeLanguage('en');
      }
    });

    it('after the main draw, still lists them with their time on the game clock and Run', async () => {
      serve([{ ...buildAfterView(), ExtraDraws: [EARLY_BIRD] }], () => json({}));
      await open('Week 13');
      const heading = await screen.findByRole('heading', { name: 'Extra draws of Week 12' });
      expect(heading).toBeVisible();
      const card = screen.getByRole('article', { name: 'Early bird' });
      const text = nbsp(card.textContent);
      expect(text).toContain('Nov 27, 2026, 2:00 PM AST');
      expect(text).toContain(
        'Not run yet: it runs by itself at Nov 27, 2026, 2:00 PM AST, or can be run now.',
      );
      expect(within(card).getByRole('button', { name: 'Run Early bird now' })).toBeVisible();
    });
  });
});
