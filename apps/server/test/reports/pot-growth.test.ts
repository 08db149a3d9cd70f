import { drawsReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  goldRushSeed,
  payEntries,
  prepareGame,
  setSeed,
  type GameUnderTest,
  runManualDraw,
} from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { instancePot, moneyClient, openInstanceId } from '../payments/money-fixtures';
import {
  buildReportApp,
  getReport,
  purchase,
  reportJson,
  sandboxEvent,
  type Headers,
} from './report-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let game: GameUnderTest;
let admin: Headers;
let timeZone: string;
beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'goldrush', { range: 30, manualDraw: true, share: 50 });
  admin = await adminHeaders(t, 'goldrush');
  const row = await t.database.db
    .selectFrom('games')
    .select('time_zone')
    .where('id', '=', game.gameId)
    .executeTakeFirstOrThrow();
  timeZone = row.time_zone;
});
afterAll(() => t.close());

/** The calendar day of an instant in the game's time zone (YYYY-MM-DD). */
const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(ms);

const salesOf = (query: Record<string, string>) =>
  reportJson(
    t,
    admin,
    { kind: 'sales', organizationId: game.organizationId, query },
    salesReportSchema,
  );

async function runDraw(instanceId: string) {
  return runManualDraw(t, admin, game.organizationId, instanceId);
}

let nextInstance: string;

describe('pot growth', () => {
  it('starts from the pot an instance was provisioned with, not from its jackpot', async () => {
    // Provisioning may open an instance with a pot (provision-games.ts); the jackpot stays 0.
    await t.database.db
      .updateTable('game_instances')
      .set({ pot_total_cents: 1000 })
      .where('id', '=', game.instanceId)
      .execute();
    const paid = [1, 2, 3, 4];
    await setSeed(t, game.instanceId, goldRushSeed(game.instanceId, 30, paid, false).seed);
    await payEntries(t, game, paid);

    const { PotGrowth } = await salesOf({ gameInstanceId: game.instanceId });
    expect(PotGrowth).toEqual({
      GameInstanceId: game.instanceId,
      StartingPot: 1000,
      Days: [{ Day: dayOf(Date.now()), Sales: 800, PotTotal: 1800 }],
    });
    // A rollover: 50% of the 800 of sales is carried into the next instance's jackpot.
    expect(await runDraw(game.instanceId)).toMatchObject({ Outcome: 'Rollover', Rollover: 400 });
    nextInstance = await openInstanceId(t, 'goldrush');
  });

  it('adds each day of sales to the carried jackpot and ends at the drawn pot', async () => {
    const earlier = await purchase(t, await moneyClient(t), 3);
    const today = await purchase(t, await moneyClient(t), 2);
    await purchase(t, await moneyClient(t), 1, '4000 0000 0000 0002');
    const refunded = await purchase(t, await moneyClient(t), 4);
    expect((await sandboxEvent(t, 'payment.refunded', refunded.PaymentId)).statusCode).toBe(200);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await sql`update payments set created_at = ${twoDaysAgo}
      where id = ${earlier.PaymentId}`.execute(t.database.db);
    expect([earlier.Amount, today.Amount]).toEqual([600, 400]);

    const expected = {
      GameInstanceId: nextInstance,
      StartingPot: 400,
      Days: [
        { Day: dayOf(twoDaysAgo.getTime()), Sales: 600, PotTotal: 1000 },
        { Day: dayOf(Date.now()), Sales: 400, PotTotal: 1400 },
      ],
    };
    const open = await salesOf({ gameInstanceId: nextInstance });
    expect(open.PotGrowth).toEqual(expected);
    expect(await instancePot(t, nextInstance)).toBe(1400);

    await runDraw(nextInstance);
    const after = await salesOf({ gameInstanceId: nextInstance });
    expect(after.PotGrowth).toEqual(expected);
    const draws = await reportJson(
      t,
      admin,
      {
        kind: 'draws',
        organizationId: game.organizationId,
        query: { gameInstanceId: nextInstance },
      },
      drawsReportSchema,
    );
    expect(draws.Draws[0]?.PotTotal).toBe(1400);
    expect(after.PotGrowth?.Days.at(-1)?.PotTotal).toBe(draws.Draws[0]?.PotTotal);
  });

  it('is null for a date-range period', async () => {
    const from = dayOf(Date.now() - 3 * DAY_MS);
    const to = dayOf(Date.now() + DAY_MS);
    const report = await salesOf({ from, to });
    expect(report.PotGrowth).toBeNull();
    expect(report.ByDay.length).toBeGreaterThanOrEqual(2);
  });

  it('writes the pot it started with and each day to the CSV', async () => {
    const csv = await getReport(t, admin, {
      kind: 'sales',
      organizationId: game.organizationId,
      query: { gameInstanceId: nextInstance, format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows).toContain(`PotStart,,${nextInstance},,,,,,,,,,,,,400,$4.00,,,`);
    expect(rows).toContain(
      `PotGrowth,${dayOf(Date.now())},${nextInstance},,,400,$4.00,,,,,,,,,1400,$14.00,,,`,
    );
  });
});
