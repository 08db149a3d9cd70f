import { drawResultSchema, publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toWallTime } from '../../src/setup/game-clock';
import type { TestApp } from '../helpers/test-app';
import { moneyClient, openInstanceId, type MoneyClient } from '../payments/money-fixtures';
import { entriesOf, prepaidGroup } from '../prepaid/prepaid-fixtures';
import { purchase } from '../reports/report-fixtures';
import { apiCall, goldrushOverHttp, setupGames } from '../setup/goldrush-over-http';

// Card payments and draws on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

type Headers = Record<string, string>;

// Issue 27: "Run the draw" a week before the scheduled sales close. The goldrush demo over
// real HTTP (PGlite, or PostgreSQL with DATABASE_URL).
let t: TestApp;
let port: number;
let organizationId: string;
let gameId: string;
let timeZone: string;
let manager: Headers;
let buyer: MoneyClient;

const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ t, port, organizationId, manager } = await goldrushOverHttp());
  buyer = await moneyClient(t, 'goldrush');
  const game = (await games()).games[0];
  if (!game) throw new Error('goldrush has no game');
  gameId = game.id;
  timeZone = game.timeZone;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  apiCall(port, method, path, manager, body);
const games = () => setupGames(port, manager, organizationId);

const runDraw = (instanceId: string) =>
  call('POST', 'draw/manual/run', { OrganizationId: organizationId, GameInstanceId: instanceId });

/** The open instance's sales close a week from now (and its draw an hour after). */
async function aWeekAhead(instanceId: string) {
  const salesCloseAt = new Date(Date.now() + 7 * DAY);
  const drawAt = new Date(salesCloseAt.getTime() + HOUR);
  await t.database.db
    .updateTable('game_instances')
    .set({ sales_close_at: salesCloseAt, draw_at: drawAt })
    .where('id', '=', instanceId)
    .execute();
  return { salesCloseAt, drawAt };
}

const instanceRow = (id: string) =>
  t.database.db
    .selectFrom('game_instances')
    .select(['status', 'sequence', 'sales_close_at', 'draw_at', 'ended_on', 'started_on'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditOf = async (subjectId: string, action: string) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', subjectId)
      .where('action', '=', action)
      .execute()
  ).map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details));

const setManualDraw = (manual: boolean) =>
  t.database.db
    .updateTable('games')
    .set({ manual_draw: manual })
    .where('id', '=', gameId)
    .execute();

describe('running a draw early', () => {
  it('is refused for a game the scheduler draws, which keeps its times', async () => {
    await setManualDraw(false);
    const instanceId = await openInstanceId(t, 'goldrush');
    const scheduled = await aWeekAhead(instanceId);
    const response = await runDraw(instanceId);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).toContain('drawn by the scheduler');
    expect(await instanceRow(instanceId)).toMatchObject({
      status: 'Open',
      sales_close_at: scheduled.salesCloseAt,
      draw_at: scheduled.drawAt,
    });
    await setManualDraw(true);
  });

  it('records the real times, opens the next draw at once with its prepaid entries, and players buy in it', async () => {
    const instanceId = await openInstanceId(t, 'goldrush');
    const scheduled = await aWeekAhead(instanceId);
    await purchase(t, buyer, 1);
    // Bought for this draw and the next two before the early run.
    const prepaid = await prepaidGroup(await moneyClient(t, 'goldrush'), instanceId, 3);

    const before = Date.now();
    const response = await runDraw(instanceId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const draw = drawResultSchema.parse(response.body);
    const after = Date.now();

    // Sales closed and the draw ran now: the scheduled times are left to the audit log.
    const drawn = await instanceRow(instanceId);
    expect(drawn.status).toBe('Drawn');
    expect(drawn.sales_close_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(drawn.sales_close_at.getTime()).toBeLessThanOrEqual(drawn.draw_at.getTime());
    expect(drawn.draw_at.getTime()).toBeLessThanOrEqual(after);
    expect(drawn.draw_at).toEqual(drawn.ended_on);
    const [closed] = await auditOf(instanceId, 'game-instance.sales-closed');
    expect(closed).toMatchObject({
      early: true,
      changes: {
        salesCloseAt: {
          before: scheduled.salesCloseAt.toISOString(),
          after: drawn.sales_close_at.toISOString(),
        },
      },
    });
    const [ran] = await auditOf(instanceId, 'draw');
    expect(ran).toMatchObject({
      early: true,
      changes: {
        drawAt: { before: scheduled.drawAt.toISOString(), after: drawn.draw_at.toISOString() },
      },
    });

    // The public verification page reads the real run.
    const published = await call('GET', `draw/published/${instanceId}`);
    expect(published.status).toBe(200);
    const record = publishedDrawRecordSchema.parse(published.body);
    expect(record).toMatchObject({ drawn: true, winningNumber: draw.WinningNumber });

    // The next draw opened at once, per the game's schedule from now, with the prepaid entry.
    const nextId = await openInstanceId(t, 'goldrush');
    const next = await instanceRow(nextId);
    expect(next.sequence).toBe(drawn.sequence + 1);
    expect(next.started_on!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(next.sales_close_at.getTime()).toBeGreaterThan(Date.now());
    const entered = await entriesOf(t, prepaid.groupId);
    expect(entered.map((entry) => entry.game_instance_id).sort()).toEqual(
      [instanceId, nextId].sort(),
    );

    // Players buy in it, and its draw is no longer "Sales are closed".
    const current = await buyer.get(`/api/organization/current-status/byid/${organizationId}`);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({ CurrentGameInstance: { Id: nextId } });
    await purchase(t, buyer, 1);
  });

  it('lets a next draw scheduled in the console for the old time be moved to open now', async () => {
    const instanceId = await openInstanceId(t, 'goldrush');
    const scheduled = await aWeekAhead(instanceId);
    // Scheduled in the console to open when this one would have drawn.
    const wall = (at: Date) => toWallTime(at, timeZone);
    const times = {
      opensAt: wall(new Date(scheduled.drawAt.getTime() + 60_000)),
      salesCloseAt: wall(new Date(scheduled.drawAt.getTime() + 7 * DAY)),
      drawAt: wall(new Date(scheduled.drawAt.getTime() + 7 * DAY + HOUR)),
    };
    const created = await call(
      'POST',
      `setup/game/${gameId}/instances/for-organization/${organizationId}`,
      { name: 'Week after', description: '', ...times },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const nextId = instanceRowSchema.parse(created.body).id;

    expect((await runDraw(instanceId)).status).toBe(200);
    // It waits for its own time; it does not overlap the drawn one any more: it can open now.
    expect((await instanceRow(nextId)).status).toBe('Scheduled');
    const moved = await call(
      'PUT',
      `setup/game/${gameId}/instance/${nextId}/for-organization/${organizationId}`,
      {
        name: 'Week after',
        description: '',
        ...times,
        // The minute the draw ran in: it opens now.
        opensAt: wall(new Date()),
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(instanceRowSchema.parse(moved.body).status).toBe('Open');
    await purchase(t, buyer, 1);
  });
});
