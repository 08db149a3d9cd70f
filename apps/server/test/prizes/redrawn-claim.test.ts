import { redrawSchema } from '@charity/domain/api/redraws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDrawApp,
  payEntries,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { staffHeaders } from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { listClaims } from './claim-fixtures';

// Follow-up 7: a redraw for any reason closes the replaced winner's started claim.
let t: TestApp;
let game: GameUnderTest;
let manager: Record<string, string>;
let first: number;

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: manager,
    payload: { OrganizationId: game.organizationId, ...payload },
  });

/** Commits and runs a redraw of the main draw, excluding these entries, for this reason. */
async function redraw(reason: string, excluded: number[]) {
  const committed = await post('draw/redraw', {
    DrawId: game.instanceId,
    Reason: reason,
    ExcludedEntries: excluded,
  });
  expect(committed.statusCode, committed.body).toBe(200);
  const id = redrawSchema.parse(committed.json()).Id;
  const run = await post('draw/redraw/run', { RedrawId: id });
  expect(run.statusCode, run.body).toBe(200);
  return redrawSchema.parse(run.json());
}

const claimRows = () =>
  t.database.db
    .selectFrom('prize_claims')
    .select(['winning_number', 'status', 'unclaimed_outcome', 'redraw_id'])
    .where('draw_id', '=', game.instanceId)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'fiftyfifty', { range: 50, manualDraw: true });
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  for (const numbers of [[4], [9], [16], [25]]) await payEntries(t, game, numbers);
  first = Number(
    (await runManualDraw(t, manager, game.organizationId, game.instanceId)).WinningNumber,
  );
});
afterAll(() => t.close());

describe('a redraw for a reason other than Unclaimed', () => {
  it("closes the replaced winner's started claim, naming the redraw and its reason, audited", async () => {
    expect((await post('draw/prize-claim/contact', { DrawId: game.instanceId })).statusCode).toBe(
      200,
    );
    const drawn = await redraw('UnderAge', [first]);
    const second = drawn.Result?.WinningNumber;
    expect(second).not.toBe(first);
    expect(await claimRows()).toEqual([
      {
        winning_number: first,
        status: 'Unclaimed',
        unclaimed_outcome: 'Redrawn',
        redraw_id: drawn.Id,
      },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'prize-claim-unclaimed')
      .execute();
    expect(audit.map((row) => row.details)).toEqual([
      {
        before: { state: 'Contacted' },
        after: { state: 'Unclaimed', outcome: 'Redrawn', redrawId: drawn.Id },
        reason: 'UnderAge',
        winningNumber: first,
      },
    ]);
    // The prize list shows the new winner's claim, open; the old one is closed, not lost.
    const listed = (await listClaims(t, manager, game.organizationId)).Prizes.filter(
      (prize) => prize.DrawId === game.instanceId,
    );
    expect(listed).toEqual([expect.objectContaining({ WinningNumber: second, State: 'Open' })]);
  });

  it('leaves nothing to close when the replaced winner had no claim started', async () => {
    const before = await claimRows();
    const drawn = await redraw('OutsideRegion', [Number(await currentWinner())]);
    expect(drawn.Result?.WinningNumber).toBeDefined();
    expect(await claimRows()).toEqual(before);
  });
});

async function currentWinner() {
  const row = await t.database.db
    .selectFrom('redraws')
    .select('winning_number')
    .where('draw_id', '=', game.instanceId)
    .orderBy('sequence', 'desc')
    .executeTakeFirstOrThrow();
  return row.winning_number;
}
