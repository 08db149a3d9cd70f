import {
  drawsReportSchema,
  reconciliationReportSchema,
  salesReportSchema,
} from '@charity/domain/reports/report-api';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  prepareGame,
  type GameUnderTest,
  runManualDraw,
} from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { instancePot, moneyClient } from '../payments/money-fixtures';
import {
  buildReportApp,
  purchase,
  reportJson,
  sandboxEvent,
  type Headers,
  type ReportCall,
} from './report-fixtures';

let t: TestApp;
let game: GameUnderTest;
let admin: Headers;
const price = 200;
let startingPot: number;
beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'goldrush', {
    range: 30,
    manualDraw: true,
    share: 50,
    ticketPriceCents: price,
  });
  admin = await adminHeaders(t, 'goldrush');
  startingPot = await instancePot(t, game.instanceId);
});
afterAll(() => t.close());

const call = (kind: ReportCall['kind']): ReportCall => ({
  kind,
  organizationId: game.organizationId,
  query: { gameInstanceId: game.instanceId },
});
const sales = () => reportJson(t, admin, call('sales'), salesReportSchema);
const reconciliation = () =>
  reportJson(t, admin, call('reconciliation'), reconciliationReportSchema);

async function refund(paymentId: string) {
  const response = await sandboxEvent(t, 'payment.refunded', paymentId);
  expect(response.json()).toEqual({ Received: true, Result: 'applied' });
}

const entriesOf = async (paymentId: string) =>
  (
    await t.database.db
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('payment_id', '=', paymentId)
      .execute()
  ).length;

let kept: string;

describe('a refund in the reports', () => {
  it('before the draw: out of gross sales and the pot, listed as a refund, still reconciles', async () => {
    const refunded = await purchase(t, await moneyClient(t), 3);
    kept = (await purchase(t, await moneyClient(t), 2)).PaymentId;
    await refund(refunded.PaymentId);

    expect(await entriesOf(refunded.PaymentId)).toBe(0);
    expect(await instancePot(t, game.instanceId)).toBe(startingPot + 2 * price);
    const report = await sales();
    expect(report.ByInstance).toEqual([
      {
        Key: expect.any(String),
        GameInstanceId: game.instanceId,
        NumbersPlayed: 2,
        NewNumbersSold: 2,
        GrossSales: 2 * price,
        OneOffSales: 2 * price,
        SubscriptionSales: 0,
        Refunds: 1,
        RefundedAmount: 3 * price,
        FailedPayments: 0,
      },
    ]);
    expect(report.ByDay.map((day) => [day.GrossSales, day.Refunds, day.RefundedAmount])).toEqual([
      [2 * price, 1, 3 * price],
    ]);
    expect(await reconciliation()).toMatchObject({
      Reconciles: true,
      Differences: [],
      Providers: [
        {
          Provider: 'sandbox',
          SucceededPayments: 1,
          SucceededAmount: 2 * price,
          RefundedAmount: 3 * price,
        },
      ],
    });
  });

  it('after the draw: the drawn entries and the pot stay, reconciliation shows the refund', async () => {
    await runManualDraw(t, admin, game.organizationId, game.instanceId);
    const published = () => t.app.inject({ url: `/api/draw/published/${game.instanceId}` });
    const entriesText = () =>
      t.app.inject({ url: `/api/draw/published/${game.instanceId}/entries.txt` });
    const recordBefore = publishedDrawRecordSchema.parse((await published()).json());
    const textBefore = (await entriesText()).body;
    const pot = await instancePot(t, game.instanceId);
    expect(recordBefore.entriesCount).toBe(2);

    await refund(kept);

    expect((await entriesText()).body).toBe(textBefore);
    expect(publishedDrawRecordSchema.parse((await published()).json())).toEqual(recordBefore);
    expect(await entriesOf(kept)).toBe(2);
    expect(await instancePot(t, game.instanceId)).toBe(pot);

    const report = await reconciliation();
    expect(report.Reconciles).toBe(false);
    expect(report.Differences).toEqual([
      {
        Kind: 'EntryWithoutSucceededPayment',
        PaymentId: kept,
        GameInstanceId: game.instanceId,
        PaymentStatus: 'refunded',
        PaymentAmount: 2 * price,
        EntriesAmount: 2 * price,
        Entries: 2,
      },
    ]);
    expect(report.Providers).toEqual([
      { Provider: 'sandbox', SucceededPayments: 0, SucceededAmount: 0, RefundedAmount: 5 * price },
    ]);
    expect((await sales()).ByInstance[0]).toMatchObject({
      NumbersPlayed: 0,
      GrossSales: 0,
      Refunds: 2,
      RefundedAmount: 5 * price,
    });

    // The refunded amount stayed in the pot the draw used: the pot's growth still ends there.
    const growth = (await sales()).PotGrowth;
    const draws = await reportJson(t, admin, call('draws'), drawsReportSchema);
    expect(growth?.StartingPot).toBe(startingPot);
    expect(growth?.Days.at(-1)?.PotTotal).toBe(draws.Draws[0]?.PotTotal);
    expect(draws.Draws[0]?.PotTotal).toBe(pot);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'refund')
      .where('subject_id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ afterDraw: true, amountCents: 2 * price });
  });
});
