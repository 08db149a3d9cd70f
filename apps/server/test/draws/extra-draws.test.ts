import type { AddressInfo } from 'node:net';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { extraDrawSchema } from '@charity/domain/api/extra-draws';
import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { drawsReportSchema } from '@charity/domain/reports/report-api';
import { CUTOFF_AFTER_MAIN_DRAW } from '@charity/domain/draws/extra-draw-rules';
import { commitToSeed } from '@charity/domain/draws/seed-commitment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { expectApiError } from '../helpers/expect-api-error';
import { testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { buildDrawApp, payEntries, prepareGame, type GameUnderTest } from './draw-fixtures';
import {
  backdateEntries,
  hoursFromNow,
  makeExtraDue,
  postExtraDraw,
  staffHeaders,
} from './money-draw-fixtures';
import { verify } from './run-verify-cli';

let t: TestApp;
let second: App;
let origin: string;
let game: GameUnderTest;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await buildDrawApp();
  // A second app over the same database: a second server process with its own scheduler.
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    draws: { lifecycleIntervalMs: 0 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: false });
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const addExtraDraw = (headers: Record<string, string>, body: Record<string, unknown>) =>
  postExtraDraw(t, headers, game, body);

const extraRows = () =>
  t.database.db
    .selectFrom('extra_draws')
    .selectAll()
    .where('game_instance_id', '=', game.instanceId)
    .execute();

describe('an early-bird draw', () => {
  it('runs once at its time on two nodes, among only the entries before its cut-off, and verifies', async () => {
    await payEntries(t, game, [2, 3, 5, 7, 11, 13]);
    const created = await addExtraDraw(manager, {});
    expect(created.statusCode, created.body).toBe(200);
    const extra = extraDrawSchema.parse(created.json());
    expect(extra).toMatchObject({ Status: 'Scheduled', Result: null });

    // Committed in advance: the record publishes the commitment, not the seed.
    const before = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${extra.Id}` })).json(),
    );
    expect(before).toMatchObject({ drawn: false, seed: null, commitment: extra.Commitment });

    // Not due yet: the scheduler leaves it alone.
    await runLifecycle(t.app);
    expect((await extraRows())[0]?.status).toBe('Scheduled');

    await backdateEntries(t, game.instanceId, [2, 3, 5, 7, 11, 13]);
    await makeExtraDue(t, extra.Id);
    await payEntries(t, game, [1, 4, 6, 8]); // after the cut-off: not in the early bird

    await Promise.all([runLifecycle(t.app), runLifecycle(second), runLifecycle(second)]);

    const rows = await extraRows();
    expect(rows).toHaveLength(1);
    const drawn = rows[0];
    expect(drawn?.status).toBe('Drawn');
    expect(drawn?.entries_count).toBe(6);
    expect([2, 3, 5, 7, 11, 13]).toContain(drawn?.winning_number);
    expect(Number(drawn?.prize_cents)).toBe(50_000);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'extra-draw')
      .where('subject_id', '=', extra.Id)
      .execute();
    expect(audits).toEqual([{ actor: 'scheduler' }]);

    // A manager's click afterwards finds it drawn.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/draw/extra/run',
      headers: manager,
      payload: { OrganizationId: game.organizationId, ExtraDrawId: extra.Id },
    });
    expect(expectApiError(again, 409).Code).toBe('AlreadyDrawn');

    const record = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${extra.Id}` })).json(),
    );
    expect(record).toMatchObject({ kind: 'Extra', pick: 'entries', prizeName: 'Early bird' });
    expect(commitToSeed(record.seed ?? '')).toBe(extra.Commitment);
    const entries = await t.app.inject({ url: record.entriesUrl ?? '' });
    expect(entries.body).toBe('2\n3\n5\n7\n11\n13\n');

    const cli = await verify(`${origin}/api/draw/published/${extra.Id}`);
    expect(cli.stdout).toContain(`OK winning number ${drawn?.winning_number} over 6 entries`);
    expect(cli.code).toBe(0);

    // The main record lists it; the winner circle names the prize.
    const main = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${game.instanceId}` })).json(),
    );
    expect(main.extraDraws).toEqual([
      { id: extra.Id, name: 'Early bird', drawn: true, url: `/api/draw/published/${extra.Id}` },
    ]);
    const report = drawsReportSchema.parse(
      (
        await t.app.inject({
          url: `/api/reports/draws/for-organization/${game.organizationId}?gameInstanceId=${game.instanceId}`,
          headers: manager,
        })
      ).json(),
    );
    expect(report.ExtraWinners).toEqual([
      expect.objectContaining({
        DrawId: extra.Id,
        Kind: 'Extra',
        PrizeName: 'Early bird',
        Prize: 50_000,
      }),
    ]);
    const year = new Date().getUTCFullYear();
    const circle = winnerCircleSchema.parse(
      (
        await t.app.inject({
          url: `/api/organization/winner-circle-by-organization-id-and-year/${game.organizationId}/${year}`,
          headers: { host: manager.host ?? '' },
        })
      ).json(),
    );
    expect(circle.Winners).toContainEqual(
      expect.objectContaining({
        DrawId: extra.Id,
        PrizeName: 'Early bird',
        WinningNumber: drawn?.winning_number,
        Prize: 50_000,
      }),
    );
  }, 60_000);

  it('is refused with a cut-off after the main sales close, by a role without permission, across organizations', async () => {
    const count = (await extraRows()).length;
    const late = await addExtraDraw(manager, { CutoffAt: hoursFromNow(24 * 400) });
    expect(expectApiError(late, 400).Message).toBe(CUTOFF_AFTER_MAIN_DRAW);
    const auditor = await addExtraDraw(await staffHeaders(t, 'fiftyfifty', 'auditor'), {});
    expectApiError(auditor, 403);
    const support = await addExtraDraw(await staffHeaders(t, 'fiftyfifty', 'support'), {});
    expectApiError(support, 403);
    const otherOwner = await addExtraDraw(await staffHeaders(t, 'goldrush', 'owner'), {});
    expectApiError(otherOwner, 403);
    const badPrize = await addExtraDraw(manager, { Prize: { Kind: 'Share', Percent: 101 } });
    expectApiError(badPrize, 400);
    expect(await extraRows()).toHaveLength(count);
  });
});
