import { randomUUID } from 'node:crypto';
import {
  charitiesReportSchema,
  drawsReportSchema,
  playersReportSchema,
  reconciliationReportSchema,
  salesReportSchema,
} from '@charity/domain/reports/report-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  buildDrawApp,
  prepareGame,
  type GameUnderTest,
  runManualDraw,
} from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import {
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { aroundToday, getReport, type Headers, type ReportCall } from './report-fixtures';

let t: TestApp;
let game: GameUnderTest;
let admin: Headers;
let price: number;
beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'goldrush', { range: 30, manualDraw: true, share: 50 });
  admin = await adminHeaders(t, 'goldrush');
  const instance = await t.database.db
    .selectFrom('game_instances')
    .select('ticket_price_cents')
    .where('id', '=', game.instanceId)
    .executeTakeFirstOrThrow();
  price = Number(instance.ticket_price_cents);
});
afterAll(() => t.close());

const byInstance = (kind: ReportCall['kind'], extra: Record<string, string> = {}) =>
  getReport(t, admin, {
    kind,
    organizationId: game.organizationId,
    query: { gameInstanceId: game.instanceId, ...extra },
  });

async function json<T>(kind: ReportCall['kind'], parse: (value: unknown) => T): Promise<T> {
  const response = await byInstance(kind);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json());
}

async function purchase(client: MoneyClient, quantity: number, card?: string) {
  const token = await cardToken(client, card);
  return client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: quantity,
    Payment: { Token: token },
  });
}

async function pledgeableCharity() {
  return t.database.db
    .selectFrom('charities')
    .select(['id', 'name'])
    .where('organization_id', '=', game.organizationId)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
}

describe('report figures', () => {
  it('equal the events of a season: purchases, a failure, a draw, another organization', async () => {
    const charity = await pledgeableCharity();
    const playersBefore = await json('players', (v) => playersReportSchema.parse(v));
    const charitiesBefore = await json('charities', (v) => charitiesReportSchema.parse(v));

    const buyer = await moneyClient(t, 'goldrush');
    await t.database.db
      .updateTable('accounts')
      .set({ charity_id: charity.id })
      .where('id', '=', buyer.player.id)
      .execute();
    expect((await purchase(buyer, 3)).statusCode).toBe(200);
    expect((await purchase(buyer, 2)).statusCode).toBe(200);
    const declined = await moneyClient(t, 'goldrush');
    await purchase(declined, 1, '4000 0000 0000 0002');
    const failed = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('player_id', '=', declined.player.id)
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toHaveLength(1);
    // Another organization's sale must not appear in any figure.
    const elsewhere = await moneyClient(t, 'fiftyfifty');
    expect((await purchase(elsewhere, 4)).statusCode).toBe(200);

    const sales = await json('sales', (v) => salesReportSchema.parse(v));
    expect(sales.ByInstance).toEqual([
      {
        Key: expect.any(String),
        GameInstanceId: game.instanceId,
        NumbersPlayed: 5,
        NewNumbersSold: 5,
        GrossSales: 5 * price,
        OneOffSales: 5 * price,
        SubscriptionSales: 0,
        Refunds: 0,
        RefundedAmount: 0,
        FailedPayments: 1,
      },
    ]);
    const days = salesReportSchema.parse(
      (
        await getReport(t, admin, {
          kind: 'sales',
          organizationId: game.organizationId,
          query: aroundToday(),
        })
      ).json(),
    ).ByDay;
    expect(days.reduce((sum, day) => sum + day.GrossSales, 0)).toBe(5 * price);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.Key))).toBe(true);

    const players = await json('players', (v) => playersReportSchema.parse(v));
    expect(players.NewRegistrations - playersBefore.NewRegistrations).toBe(2);
    expect(players.ActivePlayers - playersBefore.ActivePlayers).toBe(1);
    expect(players.PaymentFailures - playersBefore.PaymentFailures).toBe(1);

    const charities = await json('charities', (v) => charitiesReportSchema.parse(v));
    const row = (report: typeof charities) =>
      report.Charities.find((c) => c.CharityId === charity.id);
    expect(row(charities)?.Players).toBe((row(charitiesBefore)?.Players ?? 0) + 1);
    expect(row(charities)?.Sales).toBe((row(charitiesBefore)?.Sales ?? 0) + 5 * price);

    const result = await runManualDraw(t, admin, game.organizationId, game.instanceId);
    const draws = await json('draws', (v) => drawsReportSchema.parse(v));
    expect(draws.Draws).toHaveLength(1);
    expect(draws.Draws[0]).toMatchObject({
      GameInstanceId: game.instanceId,
      WinningNumber: result.WinningNumber,
      Sales: 5 * price,
      VerificationPath: `/draws/${game.instanceId}/verify`,
    });
    const drawn = draws.Draws[0];
    expect((drawn?.Prize ?? 0) + (drawn?.Rollover ?? 0)).toBeGreaterThan(0);

    const reconciliation = await json('reconciliation', (v) => reconciliationReportSchema.parse(v));
    expect(reconciliation).toMatchObject({ Reconciles: true, Differences: [] });
    expect(reconciliation.Providers).toEqual([
      {
        Provider: 'sandbox',
        SucceededPayments: 2,
        SucceededAmount: 5 * price,
        RefundedAmount: 0,
      },
    ]);
  });

  it('reports a successful payment without entries as a difference', async () => {
    const stray = await t.database.db
      .insertInto('payments')
      .values({
        organization_id: game.organizationId,
        player_id: (await moneyClient(t, 'goldrush')).player.id,
        game_instance_id: game.instanceId,
        kind: 'play',
        amount_cents: 700,
        currency: 'cad',
        status: 'succeeded',
        provider: 'sandbox',
        idempotency_key: randomUUID(),
        request_hash: 'test',
        group_ids: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await json('reconciliation', (v) => reconciliationReportSchema.parse(v));
    expect(report.Reconciles).toBe(false);
    expect(report.Differences).toEqual([
      {
        Kind: 'PaymentWithoutEntries',
        PaymentId: stray.id,
        GameInstanceId: game.instanceId,
        PaymentStatus: 'succeeded',
        PaymentAmount: 700,
        EntriesAmount: 0,
        Entries: 0,
      },
    ]);

    const csv = await byInstance('reconciliation', { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.split('\r\n');
    expect(lines[0]?.startsWith('Section,Reconciles,')).toBe(true);
    expect(lines[1]).toBe('Summary,false,,,,,,1');
    expect(csv.body).toContain(`Difference,false,,PaymentWithoutEntries,${stray.id},`);
    expect(csv.body).toContain(',700,$7.00,0,$0.00');
  });

  it('downloads the sales report as CSV (the stray payment above counts as a sale)', async () => {
    const csv = await byInstance('sales', { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const [header, first] = csv.body.split('\r\n');
    expect(header).toBe(
      'Grouping,Key,GameInstanceId,NumbersPlayed,NewNumbersSold,GrossSalesCents,GrossSales,' +
        'OneOffSalesCents,OneOffSales,SubscriptionSalesCents,SubscriptionSales,Refunds,' +
        'RefundedAmountCents,RefundedAmount,FailedPayments,PotTotalCents,PotTotal,' +
        'HeldDraws,HeldForFutureDrawsCents,HeldForFutureDraws',
    );
    const gross = 5 * price + 700;
    expect(first).toContain(`,${game.instanceId},5,5,${gross},$${(gross / 100).toFixed(2)},`);
  });
});
