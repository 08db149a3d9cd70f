import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPots } from '../../src/live-pot/pot-ledger';
import {
  adminHeaders,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { buildReportApp, purchase, sandboxEvent } from '../reports/report-fixtures';
import { instancePot, moneyClient } from './money-fixtures';

let t: TestApp;
let game: GameUnderTest;
beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'fiftyfifty', { range: 10_000, manualDraw: true, share: 50 });
});
afterAll(() => t.close());

/** What the pot must be: the opening pot plus successes minus refunds taken out before the draw. */
async function expectedPot(openingPot: number) {
  const { rows } = await sql<{ net: number }>`
    select coalesce(sum(case when status = 'succeeded' then amount_cents
      when status = 'refunded' then 0 end), 0)::int8 as net
    from payments where game_instance_id = ${game.instanceId}`.execute(t.database.db);
  return openingPot + Number(rows[0]?.net);
}

const foldedPot = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('game_instances')
        .select('pot_total_cents')
        .where('id', '=', game.instanceId)
        .executeTakeFirstOrThrow()
    ).pot_total_cents,
  );

describe('the pot is derived from its movements, never from one hot row', () => {
  it('equals successes minus refunds under concurrent purchases, refunds and folds', async () => {
    const openingPot = await instancePot(t, game.instanceId);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => moneyClient(t, 'fiftyfifty')));
    // Three rounds of everyone buying at once while earlier payments are refunded and the
    // background fold runs in between; a declined card must not move the pot.
    const refundable: string[] = [];
    for (let round = 0; round < 3; round++) {
      const bought = await Promise.all([
        ...buyers.map((buyer, i) => purchase(t, buyer, 1 + ((i + round) % 3))),
        purchase(t, buyers[0] as (typeof buyers)[0], 1, '4000000000000002'),
        ...refundable.splice(0, 3).map(async (id) => {
          const response = await sandboxEvent(t, 'payment.refunded', id);
          expect(response.statusCode).toBe(200);
          return null;
        }),
        foldPots(t.database.db).then(() => null),
      ]);
      for (const result of bought)
        if (result?.Status === 'Succeeded') refundable.push(result.PaymentId);
      expect(await instancePot(t, game.instanceId)).toBe(await expectedPot(openingPot));
    }
    // A replayed refund moves nothing twice.
    const { rows } = await sql<{ id: string }>`select id from payments
      where game_instance_id = ${game.instanceId} and status = 'refunded' limit 1`.execute(
      t.database.db,
    );
    await sandboxEvent(t, 'payment.refunded', rows[0]?.id ?? '');
    const exact = await expectedPot(openingPot);
    expect(exact).toBeGreaterThan(openingPot);
    expect(await instancePot(t, game.instanceId)).toBe(exact);

    // Folding (any number of times, from any process) changes where the sum lives, not the sum.
    // A fold stops at the oldest transaction still open on the cluster (another test file's, on
    // PostgreSQL), so it may take a few folds to reach the whole pot; the sum is exact throughout.
    await Promise.all([foldPots(t.database.db), foldPots(t.database.db)]);
    expect(await instancePot(t, game.instanceId)).toBe(exact);
    await expect
      .poll(
        async () => {
          await foldPots(t.database.db);
          expect(await instancePot(t, game.instanceId)).toBe(exact);
          return foldedPot();
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(exact);

    // The draw's prize is a share of the exact pot at sales close.
    const draw = await runManualDraw(
      t,
      await adminHeaders(t, 'fiftyfifty'),
      game.organizationId,
      game.instanceId,
    );
    expect(draw.Prize).toBe(Math.floor(exact / 2));
    const stored = await t.database.db
      .selectFrom('draws')
      .select('pot_total_cents')
      .where('game_instance_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.pot_total_cents)).toBe(exact);
  }, 120_000);

  it('has no purchase write the instance row', async () => {
    const other = await prepareGame(t, 'goldrush', { range: 1000, manualDraw: true });
    const buyer = await moneyClient(t, 'goldrush');
    const versionOf = async () =>
      (
        await sql<{ xmin: string }>`select xmin::text from game_instances
          where id = ${other.instanceId}`.execute(t.database.db)
      ).rows[0]?.xmin;
    const untouched = await versionOf();
    await purchase(t, buyer, 2);
    expect(await versionOf()).toBe(untouched);
    expect(await instancePot(t, other.instanceId)).toBeGreaterThan(0);
  });
});
