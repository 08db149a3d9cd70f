import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSales } from '../../src/lifecycle/close-sales';
import { enqueueLifecycleJobs, LifecycleJob } from '../../src/lifecycle/lifecycle-jobs';
import { toWallTime } from '../../src/setup/game-clock';
import { bearerFor } from '../draws/draw-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createRegisteredPlayer, testIdentity } from '../identity/fixtures';
import { openInstanceId } from '../payments/money-fixtures';
import { instanceGame } from './instance-game';
import { staffHeaders } from './staff-headers';

type Headers = Record<string, string>;

// The goldrush demo: its open draw, on America/Halifax's clock.
let t: TestApp;
let organizationId: string;
let gameId: string;
let instanceId: string;
let timeZone: string;
let manager: Headers;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  instanceId = await openInstanceId(t, 'goldrush');
  ({ gameId, timeZone } = await instanceGame(t, instanceId));
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

const path = (id = instanceId, org = organizationId, game = gameId) =>
  `/api/setup/game/${game}/instance/${id}/extend-sales/for-organization/${org}`;

async function extend(body: unknown, headers: Headers = manager, url = path()) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload: body as object });
  return { status: response.statusCode, body: response.json() as unknown };
}

function expectError(response: { status: number; body: unknown }, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return apiErrorBodySchema.parse(response.body);
}

async function times(id = instanceId) {
  const { rows } = await sql<{ status: string; sales_close_at: Date; draw_at: Date }>`
    select status, sales_close_at, draw_at from game_instances where id = ${id}`.execute(
    t.database.db,
  );
  return rows[0]!;
}

const wall = (ms: number) => toWallTime(new Date(ms), timeZone);

async function laterBy(ms: number, reason = 'A big night: the hall is still full') {
  const now = await times();
  return {
    salesCloseAt: wall(now.sales_close_at.getTime() + ms),
    drawAt: wall(now.sales_close_at.getTime() + ms + HOUR),
    reason,
  };
}

describe('extending an open draw’s sales (issue 27)', () => {
  it('moves the close and the draw on the game’s clock, their queued jobs with them, and audits why', async () => {
    await enqueueLifecycleJobs(t.database.db);
    const before = await times();
    const body = await laterBy(2 * HOUR);
    const response = await extend(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = instanceRowSchema.parse(response.body);
    expect(wall(Date.parse(row.salesCloseAt))).toBe(body.salesCloseAt);
    expect(wall(Date.parse(row.drawAt))).toBe(body.drawAt);
    expect(row.status).toBe('Open');

    const after = await times();
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select(['kind', 'run_after'])
      .where('key', '=', instanceId)
      .where('status', '=', 'queued')
      .execute();
    const close = jobs.find((job) => job.kind === LifecycleJob.CloseSales);
    expect(close?.run_after.getTime()).toBe(after.sales_close_at.getTime());

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('subject_id', '=', instanceId)
      .where('action', '=', 'game-instance.sales-extended')
      .executeTakeFirstOrThrow();
    const details = audit.details as { reason?: string; changes?: Record<string, unknown> };
    expect(JSON.stringify(details)).toContain(body.reason);
    expect(JSON.stringify(details)).toContain(before.sales_close_at.toISOString());
  });

  it('never closes earlier than announced, never draws before the close or into the next draw', async () => {
    const now = await times();
    const earlier = expectError(
      await extend({
        salesCloseAt: wall(now.sales_close_at.getTime() - HOUR),
        drawAt: wall(now.draw_at.getTime()),
        reason: 'Going home early',
      }),
      400,
    );
    expect(earlier.Errors?.map((e) => e.Path)).toContain('salesCloseAt');

    const drawFirst = await laterBy(HOUR);
    expectError(await extend({ ...drawFirst, drawAt: wall(now.sales_close_at.getTime()) }), 400);

    // The game's next draw, scheduled to open three days after this one's close.
    const opensAt = now.sales_close_at.getTime() + 3 * DAY;
    const next = await t.app.inject({
      method: 'POST',
      url: `/api/setup/game/${gameId}/instances/for-organization/${organizationId}`,
      headers: manager,
      payload: {
        name: 'The week after',
        opensAt: wall(opensAt),
        salesCloseAt: wall(opensAt + DAY),
        drawAt: wall(opensAt + DAY + HOUR),
      },
    });
    expect(next.statusCode, next.body).toBe(201);
    const overlap = expectError(await extend(await laterBy(4 * DAY)), 400);
    expect(overlap.Errors?.map((e) => e.Path)).toContain('drawAt');
    expect(overlap.Message).toContain('The week after');

    // None of these changed a thing.
    expect(await times()).toEqual(now);
  });

  it('refuses bad input with the spec’s error shape', async () => {
    const good = await laterBy(HOUR);
    for (const body of [
      { ...good, salesCloseAt: '0000-01-01T00:00' },
      { ...good, salesCloseAt: '2026-02-30T20:00' },
      { ...good, reason: '' },
      { ...good, reason: 'x'.repeat(1_000_000) },
      { ...good, reason: 'Late\u0000night' },
      { ...good, extra: true },
      { salesCloseAt: good.salesCloseAt },
    ]) {
      const response = await extend(body);
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(response.status);
      apiErrorBodySchema.parse(response.body);
    }
  });

  it('is refused to roles that may not change games, to players and to other organizations', async () => {
    const body = await laterBy(HOUR);
    for (const role of ['auditor', 'support'] as const) {
      expectError(await extend(body, await staffHeaders(t, 'goldrush', role)), 403);
    }
    const player = await createRegisteredPlayer(t.database.db, organizationId);
    expectError(await extend(body, await bearerFor(t, 'goldrush', player, false)), 403);
    expectError(await extend(body, {}), 401);
    const otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
    expect([403, 404]).toContain((await extend(body, otherOwner)).status);
    const otherGame = await openInstanceId(t, 'fiftyfifty');
    expectError(await extend(body, manager, path(otherGame)), 404);
    expectError(await extend(body, manager, path('not-a-uuid')), 400);
  });

  it('lets a due close that waited for it find the new time: sales stay open', async () => {
    await sql`update game_instances set sales_close_at = now() + interval '2 seconds',
      draw_at = now() + interval '1 hour' where id = ${instanceId}`.execute(t.database.db);
    await enqueueLifecycleJobs(t.database.db);
    const response = await extend(await laterBy(DAY));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const closing = await closeSales(t.database.db, instanceId);
    expect(closing.closed).toBe(false);
    expect(closing.retryAt?.getTime()).toBe((await times()).sales_close_at.getTime());
    expect((await times()).status).toBe('Open');
  });

  it('refuses once sales have closed: those times never change', async () => {
    await closeSales(t.database.db, instanceId, 'test', true);
    const closed = expectError(await extend(await laterBy(HOUR)), 409);
    expect(closed.Message).toMatch(/Sales of .* have closed/);
  });
});
