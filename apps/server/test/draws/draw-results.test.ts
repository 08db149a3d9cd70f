import {
  drawResultSchema,
  manualDrawViewSchema,
  publishedDrawRecordSchema,
} from '@charity/domain/api/draw';
import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { verifyDraw } from '@charity/domain/draws/verify-draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { expectApiError } from '../helpers/expect-api-error';
import { runInstanceDraw } from '../../src/draws/run-instance-draw';
import { potTotalOf } from '../../src/live-pot/pot-ledger';
import {
  adminHeaders,
  buildDrawApp,
  goldRushSeed,
  openInstanceRow,
  payEntries,
  postManualRun,
  prepareGame,
  setSeed,
  type GameUnderTest,
} from './draw-fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildDrawApp();
  admin = await adminHeaders(t, 'goldrush');
});
afterAll(() => t.close());

const run = (game: GameUnderTest, headers = admin) => postManualRun(t, headers, game);
const openInstance = (gameId: string) => openInstanceRow(t, gameId);

describe('GoldRush manual draw', () => {
  it('pays the holder of a paid winning number: share of sales plus the jackpot', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true, share: 50 });
    await t.database.db
      .updateTable('game_instances')
      .set({ jackpot_cents: 1001, pot_total_cents: 1001 })
      .where('id', '=', game.instanceId)
      .execute();
    const paid = [2, 3, 5, 7];
    const { seed, number } = goldRushSeed(game.instanceId, 10, paid, true);
    await setSeed(t, game.instanceId, seed);
    await payEntries(t, game, [2, 3]);
    const holder = await payEntries(t, game, [5, 7]);

    const before = await t.app.inject({ url: `/api/draw/published/${game.instanceId}` });
    const early = publishedDrawRecordSchema.parse(before.json());
    expect(early).toMatchObject({
      // The verification page shows its times in the game's zone, whoever reads it.
      timeZone: 'America/Halifax',
      drawn: false,
      seed: null,
      entriesHash: null,
      winningNumber: null,
    });
    expect(before.body).not.toContain(seed);
    const view = await t.app.inject({
      url: `/api/draw/manual/for-organization/${game.organizationId}`,
      headers: admin,
    });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain(seed);
    expect(view.json()).toMatchObject({
      EntriesCount: 4,
      SalesTotal: 800,
      Jackpot: 1001,
      CanRun: true,
      LastDraw: null,
    });
    const noEntries = await t.app.inject({
      url: `/api/draw/published/${game.instanceId}/entries.txt`,
    });
    expectApiError(noEntries, 404);

    const response = await run(game);
    expect(response.statusCode).toBe(200);
    const result = drawResultSchema.parse(response.json());
    expect(result.WinningNumber).toBe(number);
    expect(result.Outcome).toBe('PaidWinner');
    // 4 tickets × 200¢ = 800¢ of sales; 50% = 400¢, plus the 1001¢ jackpot.
    expect(result.Prize).toBe(1401);
    expect(result.Rollover).toBe(0);
    expect(result.Seed).toBe(seed);
    const winner = [5, 7].includes(number) ? holder : null;
    if (winner) expect(result.WinnerDisplayName).toBe('Test P.');

    const again = await run(game);
    expect(expectApiError(again, 409)).toMatchObject({
      Code: 'AlreadyDrawn',
      Message: 'This draw has already been run',
    });
    // The draw screen, read again (a reload, or after the second click's refusal), shows the
    // result of the draw it ran: number, winner, prize and the public verification link.
    const reload = await t.app.inject({
      url: `/api/draw/manual/for-organization/${game.organizationId}`,
      headers: admin,
    });
    expect(reload.statusCode).toBe(200);
    const reloaded = manualDrawViewSchema.parse(reload.json());
    expect(reloaded.GameInstance.Id).not.toBe(game.instanceId);
    expect(reloaded.LastDraw).toEqual(result);
    expect(reloaded.LastDraw?.VerificationUrl).toBe(`/api/draw/published/${game.instanceId}`);

    const next = await openInstance(game.gameId);
    expect(next.jackpot_cents).toBe(0);
    expect(next.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', '%won the%')
      .execute();
    expect(mail.length).toBe(1);
  });

  it('rolls an unpaid winning number over into the next instance pot', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true, share: 50 });
    const paid = [1, 4, 9];
    const { seed, number } = goldRushSeed(game.instanceId, 10, paid, false);
    await setSeed(t, game.instanceId, seed);
    await payEntries(t, game, paid);
    const result = drawResultSchema.parse((await run(game)).json());
    expect(result).toMatchObject({ WinningNumber: number, Outcome: 'Rollover', Prize: 0 });
    // 3 × 200¢ = 600¢; the winner share of 300¢ rolls over (the other 300¢ go to the charity).
    expect(result.Rollover).toBe(300);
    const next = await openInstance(game.gameId);
    expect(next).toMatchObject({ jackpot_cents: 300, pot_total_cents: 300 });

    const record = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${game.instanceId}` })).json(),
    );
    const text = await t.app.inject({ url: record.entriesUrl ?? '' });
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toBe('1\n4\n9\n');
    expect(verifyDraw({ ...record, entriesText: text.body }).ok).toBe(true);
    expect(verifyDraw({ ...record, entriesText: '1\n4\n8\n' }).ok).toBe(false);
  });

  it('lists the year in the winner circle with the spec shape', async () => {
    const year = new Date().getUTCFullYear();
    const organizationId = await t.organizationId('goldrush');
    const response = await t.app.inject({
      url: `/api/organization/winner-circle-by-organization-id-and-year/${organizationId}/${year}`,
    });
    const { Winners } = winnerCircleSchema.parse(response.json());
    expect(Winners).toHaveLength(2);
    const [rollover, paid] = Winners;
    expect(rollover).toMatchObject({ Prize: 0, Rollover: 300, DisplayName: null });
    expect(paid).toMatchObject({ Prize: 1401, Rollover: 0, GameInstanceName: 'Week 1' });
    // The spec's fields, and issue 16's: the draw's own id, prize name and redraw reasons.
    expect(Object.keys(paid ?? {}).sort()).toEqual([
      'DisplayName',
      'DrawId',
      'DrawnOn',
      'GameInstanceId',
      'GameInstanceName',
      'Prize',
      'PrizeName',
      'RedrawReason',
      'RedrawnBecause',
      'Rollover',
      'WinningNumber',
    ]);
    expect(paid).toMatchObject({
      DrawId: paid?.GameInstanceId,
      PrizeName: null,
      RedrawnBecause: null,
    });
    const empty = await t.app.inject({
      url: `/api/organization/winner-circle-by-organization-id-and-year/${organizationId}/${year - 1}`,
    });
    expect(empty.json()).toEqual({ Winners: [], FirstYear: expect.any(Number) });
  });

  it('refuses players, other organizations and scheduler-drawn games', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
    const { bearerFor } = await import('./draw-fixtures');
    const { createPlayer } = await import('../identity/fixtures');
    const player = await createPlayer(t.database.db, game.organizationId);
    expectApiError(await run(game, await bearerFor(t, 'goldrush', player, false)), 403);
    expectApiError(await run(game, await adminHeaders(t, 'fiftyfifty')), 403);
    expectApiError(await run(game, {}), 401);
    await t.database.db
      .updateTable('games')
      .set({ manual_draw: false })
      .where('id', '=', game.gameId)
      .execute();
    expectApiError(await run(game), 403);
  });
});

describe('ProgressiveFiftyFifty', () => {
  it('always has a paid winner, who gets the share of PotTotal rounded down', async () => {
    const game = await prepareGame(t, 'fiftyfifty', { range: 1000, manualDraw: true, share: 50 });
    const fifty = await adminHeaders(t, 'fiftyfifty');
    await payEntries(t, game, [10, 20, 30]);
    // An odd pot: 3 tickets at the demo price plus 1¢ to show where the odd cent goes.
    await t.database.db
      .updateTable('game_instances')
      .set((eb) => ({ pot_total_cents: eb('pot_total_cents', '+', 1) }))
      .where('id', '=', game.instanceId)
      .execute();
    const instance = await t.database.db
      .selectFrom('game_instances')
      .select(potTotalOf('id').as('pot'))
      .where('id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    const pot = Number(instance.pot);
    const result = drawResultSchema.parse((await run(game, fifty)).json());
    expect([10, 20, 30]).toContain(result.WinningNumber);
    expect(result.Outcome).toBe('PaidWinner');
    expect(result.Prize).toBe(Math.floor(pot / 2));
    const draw = await t.database.db
      .selectFrom('draws')
      .select(['prize_cents', 'charity_cents'])
      .where('game_instance_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    expect(Number(draw.prize_cents) + Number(draw.charity_cents)).toBe(pot);
    expect(Number(draw.charity_cents) - Number(draw.prize_cents)).toBe(pot % 2);
  });
});

const view = async (game: GameUnderTest) => {
  const response = await t.app.inject({
    url: `/api/draw/manual/for-organization/${game.organizationId}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return manualDrawViewSchema.parse(response.json());
};

const draws = async (game: GameUnderTest) =>
  t.database.db
    .selectFrom('draws')
    .select('game_instance_id')
    .where('game_instance_id', '=', game.instanceId)
    .execute();

/** The refusal codes /admin/draw renders, each answered by the server in its situation. */
describe('the draw refusals staff read on /admin/draw', () => {
  it('SalesStillOpen: a scheduled draw asked for before its time is refused, nothing drawn', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: false });
    const refused = await runInstanceDraw(t.database.db, {
      instanceId: game.instanceId,
      actor: 'scheduler',
      mode: 'scheduled',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ statusCode: 409, code: 'SalesStillOpen' });
    expect(await draws(game)).toEqual([]);
  });

  it('NotDrawable: an instance not open yet is refused by the run, nothing drawn', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
    const setStatus = (status: string) =>
      t.database.db
        .updateTable('game_instances')
        .set({ status })
        .where('id', '=', game.instanceId)
        .execute();
    await setStatus('Scheduled');
    const refused = expectApiError(await run(game), 409);
    expect(refused.Code).toBe('NotDrawable');
    expect(refused.Message).toBe('This game instance is Scheduled: it cannot be drawn.');
    expect(await draws(game)).toEqual([]);
    await setStatus('Open');
    // Open again, the view offers it with no blocker.
    expect(await view(game)).toMatchObject({ CanRun: true, Blocker: null });
  });

  it('NotDrawable: a cancelled instance is refused by the run, nothing drawn', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Cancelled' })
      .where('id', '=', game.instanceId)
      .execute();
    const refused = expectApiError(await run(game), 409);
    expect(refused.Code).toBe('NotDrawable');
    expect(refused.Message).toMatch(/Cancelled: it cannot be drawn/);
    expect(await draws(game)).toEqual([]);
  });
});
