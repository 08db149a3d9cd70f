import { reconciliationReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, payEntries, prepareGame, type GameUnderTest } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { buildReportApp, reportJson, type Headers } from './report-fixtures';

let t: TestApp;
let gold: GameUnderTest;
let fifty: GameUnderTest;
let admin: Headers;
beforeAll(async () => {
  t = await buildReportApp();
  gold = await prepareGame(t, 'goldrush', { range: 30, ticketPriceCents: 200 });
  fifty = await prepareGame(t, 'fiftyfifty', { range: 30, ticketPriceCents: 100 });
  admin = await adminHeaders(t, 'goldrush');
});
afterAll(() => t.close());

/** The payment of the paid entries just written, for the entries' first number. */
async function paymentOf(game: GameUnderTest, ticket: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('instance_entries')
    .select('payment_id')
    .where('game_instance_id', '=', game.instanceId)
    .where('ticket_number', '=', ticket)
    .executeTakeFirstOrThrow();
  return row.payment_id ?? '';
}

/** A goldrush payment whose entries sit in the fiftyfifty instance (priced 100, not 200). */
async function paidElsewhere(tickets: number[], amountCents: number): Promise<string> {
  await payEntries(t, fifty, tickets);
  const id = await paymentOf(fifty, tickets[0] ?? 0);
  await sql`update payments set organization_id = ${gold.organizationId},
    game_instance_id = ${gold.instanceId}, amount_cents = ${amountCents}
    where id = ${id}`.execute(t.database.db);
  return id;
}

describe('reconciliation', () => {
  it('prices each entry at its own instance and lists only the payments that differ', async () => {
    await payEntries(t, gold, [1, 2]);
    await payEntries(t, gold, [3, 4]);
    const overcharged = await paymentOf(gold, 3);
    await sql`update payments set amount_cents = 500 where id = ${overcharged}`.execute(
      t.database.db,
    );
    // 4 entries at the other instance's 100: worth the 400 paid, so no difference.
    await paidElsewhere([5, 6, 7, 8], 400);
    const short = await paidElsewhere([9, 10], 300);

    const report = await reportJson(
      t,
      admin,
      {
        kind: 'reconciliation',
        organizationId: gold.organizationId,
        query: { gameInstanceId: gold.instanceId },
      },
      reconciliationReportSchema,
    );
    const difference = (paymentId: string, amount: number, entriesAmount: number) => ({
      Kind: 'AmountMismatch',
      PaymentId: paymentId,
      GameInstanceId: gold.instanceId,
      PaymentStatus: 'succeeded',
      PaymentAmount: amount,
      EntriesAmount: entriesAmount,
      Entries: 2,
    });
    expect(report.Reconciles).toBe(false);
    expect(report.Differences).toEqual(
      [difference(overcharged, 500, 400), difference(short, 300, 200)].sort((a, b) =>
        a.PaymentId < b.PaymentId ? -1 : 1,
      ),
    );
    expect(report.Providers).toEqual([
      { Provider: 'sandbox', SucceededPayments: 4, SucceededAmount: 1600, RefundedAmount: 0 },
    ]);
  });
});
