import { playersReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { runRenewals } from '../../src/subscriptions/renewal-job';
import { adminHeaders, prepareGame, type GameUnderTest } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { cardToken, ids, moneyClient, type MoneyClient } from '../payments/money-fixtures';
import {
  buildReportApp,
  play,
  purchase,
  reportJson,
  type Headers,
  type ReportCall,
} from './report-fixtures';

const DECLINED = '4000 0000 0000 0002';
let t: TestApp;
let game: GameUnderTest;
let admin: Headers;
const price = 200;
beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'goldrush', { range: 100, ticketPriceCents: price });
  admin = await adminHeaders(t, 'goldrush');
});
afterAll(() => t.close());

const call = (kind: ReportCall['kind'], instanceId: string): ReportCall => ({
  kind,
  organizationId: game.organizationId,
  query: { gameInstanceId: instanceId },
});

async function group(client: MoneyClient, quantity: number): Promise<string> {
  const assigned = await client.post('/api/player-number/assign', {
    ...ids(client),
    Quantity: quantity,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return assigned.json().PlayerNumberGroup.Id as string;
}

describe('payment channels in the reports', () => {
  it('counts a failure as recovered only when the same group is paid later', async () => {
    const recovered = await moneyClient(t);
    const recoveredGroup = await group(recovered, 2);
    await play(t, recovered, recoveredGroup, DECLINED);
    await play(t, recovered, recoveredGroup);

    const otherGroup = await moneyClient(t);
    const [first, second] = [await group(otherGroup, 1), await group(otherGroup, 1)];
    await play(t, otherGroup, first, DECLINED);
    await play(t, otherGroup, second);

    const unrecovered = await moneyClient(t);
    await play(t, unrecovered, await group(unrecovered, 1), DECLINED);

    const players = await reportJson(
      t,
      admin,
      call('players', game.instanceId),
      playersReportSchema,
    );
    expect(players).toMatchObject({ PaymentFailures: 3, RecoveredFailures: 1, ActivePlayers: 2 });
    const sales = await reportJson(t, admin, call('sales', game.instanceId), salesReportSchema);
    expect(sales.ByInstance[0]).toMatchObject({
      NumbersPlayed: 3,
      NewNumbersSold: 0,
      OneOffSales: 3 * price,
      SubscriptionSales: 0,
      FailedPayments: 3,
    });
  });

  it('shows a renewal charge as subscription sales: numbers played, none newly sold', async () => {
    await t.database.db
      .updateTable('games')
      .set({ subscriptions_enabled: true })
      .where('id', '=', game.gameId)
      .execute();
    const subscriber = await moneyClient(t);
    const subscribed = await group(subscriber, 2);
    const saved = await subscriber.post('/api/payment-method/add', {
      ...ids(subscriber),
      Token: await cardToken(subscriber),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const subscription = await subscriber.put('/api/player-number-group/subscription', {
      ...ids(subscriber),
      GroupId: subscribed,
      Subscribed: true,
    });
    expect(subscription.statusCode, subscription.body).toBe(200);

    // The next instance opens: its renewals charge the saved card.
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Drawn' })
      .where('id', '=', game.instanceId)
      .execute();
    const next = await openNextInstance(t.database.db, game.gameId, 'test');
    const instanceId = next?.id ?? '';
    expect(await runRenewals(t.app)).toBe(1);
    await purchase(t, await moneyClient(t), 1);

    const sales = await reportJson(t, admin, call('sales', instanceId), salesReportSchema);
    expect(sales.ByInstance).toEqual([
      {
        Key: expect.any(String),
        GameInstanceId: instanceId,
        NumbersPlayed: 3,
        NewNumbersSold: 1,
        GrossSales: 3 * price,
        OneOffSales: price,
        SubscriptionSales: 2 * price,
        Refunds: 0,
        RefundedAmount: 0,
        FailedPayments: 0,
      },
    ]);
    const days = sales.ByDay;
    expect(days.reduce((sum, day) => sum + day.SubscriptionSales, 0)).toBe(2 * price);
    expect(days.reduce((sum, day) => sum + day.NewNumbersSold, 0)).toBe(1);
  });
});
