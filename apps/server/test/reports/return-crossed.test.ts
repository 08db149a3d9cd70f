import { extraDrawSchema } from '@charity/domain/api/extra-draws';
import { financialReturnSchema } from '@charity/domain/reports/financial-return';
import { drawsReportSchema, reconciliationReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminHeaders,
  goldRushSeed,
  prepareGame,
  runManualDraw,
  setSeed,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import {
  backdateEntries,
  hoursFromNow,
  makeExtraDue,
  staffHeaders,
} from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { cardToken, ids, moneyClient, type MoneyClient } from '../payments/money-fixtures';
import { prepaidGroup } from '../prepaid/prepaid-fixtures';
import {
  aroundToday,
  buildReportApp,
  getReport,
  purchase,
  reportJson,
  sandboxEvent,
  type Headers,
} from './report-fixtures';

// The newcomer's walk on the goldrush demo ($2.00 a number, 3 for $5.00), crossed with a
// prepaid entry: 5 singles, a bundle, an "Early bird" extra draw with a fixed $25 prize paid
// by cheque, a main draw with no paid winner (rolled over), a $2.00 staff refund of the bundle
// after the draw. The return, the draws report and the reconciliation agree with the tables.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let game: GameUnderTest;
let admin: Headers;
let manager: Headers;
const price = 200;
const earlyBird = 2_500;
let bundlePaymentId = '';

const byInstance = (kind: 'draws' | 'reconciliation' | 'financial-return') => ({
  kind,
  organizationId: game.organizationId,
  query: { gameInstanceId: game.instanceId },
});
const returnOf = () => reportJson(t, admin, byInstance('financial-return'), financialReturnSchema);

async function buyBundle(client: MoneyClient) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: game.instanceId,
    Quantity: 3,
    Bundle: { Numbers: 3, Price: 500 },
    Payment: { Token: await cardToken(client) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { PaymentId: string }).PaymentId;
}

const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'goldrush', { range: 60, manualDraw: true, ticketPriceCents: price });
  admin = await adminHeaders(t, 'goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  for (let i = 0; i < 5; i += 1) await purchase(t, await moneyClient(t), 1);
  bundlePaymentId = await buyBundle(await moneyClient(t));
  await prepaidGroup(await moneyClient(t), game.instanceId, 2);
});
afterAll(() => t.close());

async function paidNumbers(): Promise<number[]> {
  const { rows } = await sql<{ n: number }>`select ticket_number as n from instance_entries
    where game_instance_id = ${game.instanceId} and paid`.execute(t.database.db);
  return rows.map((row) => Number(row.n));
}

describe('the financial return crossed with an extra prize, a bundle, a prepaid entry, a refund', () => {
  it('says a draw not run yet is not drawn, with its receipts so far and no proceeds', async () => {
    const report = await returnOf();
    const row = report.Draws[0];
    expect(row?.DrawnAt).toBeNull();
    // 5 singles, the bundle, the prepaid entry's first draw.
    expect(row?.GrossReceipts).toBe(5 * price + 500 + price);
    expect(row?.TicketsSold).toBe(9);
    expect(row?.ProceedsBeforeExpenses).toBe(0);
    expect(row?.HeldForDraw).toBe(row?.GrossReceipts);
  });

  it('keeps a payment the card network refunded whole in gross receipts and in refunds', async () => {
    const refunded = await purchase(t, await moneyClient(t), 1);
    const event = await sandboxEvent(t, 'payment.refunded', refunded.PaymentId);
    expect(event.statusCode, event.body).toBe(200);
    const row = (await returnOf()).Draws[0];
    // The money taken, then the money given back: the draw holds what stayed.
    expect(row?.GrossReceipts).toBe(6 * price + 500 + price);
    expect(row?.Refunds).toBe(price);
    expect(row?.HeldForDraw).toBe(5 * price + 500 + price);
  });

  it('counts the extra draw’s prize in the prizes awarded and takes it from the proceeds', async () => {
    const numbers = await paidNumbers();
    await backdateEntries(t, game.instanceId, numbers);
    const created = await post('/api/draw/extra', {
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
      Name: 'Early bird',
      Prize: { Kind: 'Fixed', Amount: earlyBird },
      CutoffAt: hoursFromNow(1),
      DrawAt: hoursFromNow(2),
    });
    expect(created.statusCode, created.body).toBe(200);
    const extraId = extraDrawSchema.parse(created.json()).Id;
    await makeExtraDue(t, extraId);
    const run = await post('/api/draw/extra/run', {
      OrganizationId: game.organizationId,
      ExtraDrawId: extraId,
    });
    expect(run.statusCode, run.body).toBe(200);
    const { seed } = goldRushSeed(game.instanceId, 60, numbers, false);
    await setSeed(t, game.instanceId, seed);
    await runManualDraw(t, admin, game.organizationId, game.instanceId);
    const refund = await post(
      `/api/support/payment/${bundlePaymentId}/refund/for-organization/${game.organizationId}`,
      { Reason: 'Asked by the player', Amount: price },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    for (const step of ['contact', 'identity']) {
      const answer = await post(`/api/draw/prize-claim/${step}`, {
        OrganizationId: game.organizationId,
        DrawId: extraId,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const paid = await post('/api/draw/prize-claim/pay', {
      OrganizationId: game.organizationId,
      DrawId: extraId,
      Method: 'Cheque',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const report = await returnOf();
    const draws = await reportJson(t, admin, byInstance('draws'), drawsReportSchema);
    const draw = draws.Draws[0];
    const row = report.Draws[0];
    if (!draw || !row) throw new Error('a draw and its return');
    expect(draw.Outcome).toBe('Rollover');
    // Against the tables: the extra prize, the refund after the draw, the split as drawn.
    const { rows } = await sql<{ extra: string; after: string; charity: string; rollover: string }>`
      select (select coalesce(sum(prize_cents), 0) from extra_draws
          where game_instance_id = ${game.instanceId} and status = 'Drawn') as extra,
        (select coalesce(sum(amount_cents), 0) from payment_refunds
          where game_instance_id = ${game.instanceId} and after_draw) as after,
        d.charity_cents as charity, d.rollover_cents as rollover
      from draws d where d.game_instance_id = ${game.instanceId}`.execute(t.database.db);
    const db = rows[0];
    if (!db) throw new Error('the draw row');
    expect(Number(db.extra)).toBe(earlyBird);
    expect(Number(db.after)).toBe(price);
    expect(row.Prizes).toBe(draw.Prize + earlyBird);
    expect(row.Prizes).toBe(earlyBird);
    expect(row.Rollover).toBe(Number(db.rollover));
    // The card network's whole refund before the draw, and the staff refund after it.
    expect(row.Refunds).toBe(2 * price);
    expect(row.HeldForDraw).toBe(0);
    expect(row.ProceedsBeforeExpenses).toBe(Number(db.charity) - price - earlyBird);
    // gross − refunds + carried in − prizes − carried to the next draw
    expect(row.ProceedsBeforeExpenses).toBe(
      row.GrossReceipts - row.Refunds + row.CarriedIn - row.Prizes - row.Rollover,
    );
    expect(row.NetProceeds).toBe(row.ProceedsBeforeExpenses - row.Expenses);
    expect(report.Totals.Prizes).toBe(row.Prizes);
    // The printed return names the licence (the goldrush demo's YAML sets it).
    expect(report.LicenceNumber).toBe('NS-AGFT-GR-2025-0147');

    // The reconciliation: the bundle's entries at its price, the refund after the draw a
    // documented staff action that adds up (no alarm), named by the payment's receipt.
    const books = await reportJson(
      t,
      admin,
      byInstance('reconciliation'),
      reconciliationReportSchema,
    );
    expect(books.Differences).toEqual([]);
    expect(books.Reconciles).toBe(true);
    const { rows: receipts } = await sql<{ n: string }>`select receipt_number as n from receipts
      where payment_id = ${bundlePaymentId}`.execute(t.database.db);
    expect(books.RefundsAfterDraw).toEqual([
      {
        Kind: 'RefundAfterDraw',
        PaymentId: bundlePaymentId,
        ReceiptNumber: String(receipts[0]?.n).padStart(8, '0'),
        GameInstanceId: game.instanceId,
        PaymentStatus: 'succeeded',
        PaymentAmount: 500,
        EntriesAmount: 500,
        Entries: 3,
        RefundedAmount: price,
      },
    ]);
  });

  it('writes the CSV’s times in the game’s zone with its offset, and names the zone', async () => {
    const csv = await getReport(t, admin, {
      ...byInstance('financial-return'),
      query: { gameInstanceId: game.instanceId, format: 'csv' },
    });
    const [header, first] = csv.body.split('\r\n');
    expect(header).toContain('DrawnAt,TimeZone');
    expect(first).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[34]:00,America\/Halifax,/);
  });

  it('does not call a draw run outside a range of days "not drawn yet"', async () => {
    // The main draw moved past the range: its sales and the extra prize are in it, the draw not.
    await sql`update draws set drawn_at = now() + interval '5 days'
      where game_instance_id = ${game.instanceId}`.execute(t.database.db);
    const report = await reportJson(
      t,
      admin,
      { kind: 'financial-return', organizationId: game.organizationId, query: aroundToday() },
      financialReturnSchema,
    );
    const row = report.Draws.find((draw) => draw.GameInstanceId === game.instanceId);
    expect(row?.DrawnAt).not.toBeNull();
    expect(row?.HeldForDraw).toBe(0);
    expect(row?.Prizes).toBe(earlyBird);
  });
});
