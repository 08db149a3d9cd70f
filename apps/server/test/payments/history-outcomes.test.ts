import { paymentHistorySchema } from '@charity/domain/api/payment-history';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfillAskedNumbers } from '../../src/db/migrations/0053-payment-asked-numbers';
import type { TestApp } from '../helpers/test-app';
import { prepaidGroup } from '../prepaid/prepaid-fixtures';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from './money-fixtures';

vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
  await t.database.db.updateTable('games').set({ max_prepaid_draws: 5 }).execute();
});
afterAll(() => t.close());

async function purchase(client: MoneyClient, card: string, numbers: number[]) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: numbers.length,
    TicketNumbers: numbers,
    Payment: { Token: await cardToken(client, card) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentResultSchema.parse(response.json());
}

async function history(client: MoneyClient) {
  const response = await client.get(
    `/api/payment/by-player/${client.player.id}/history?organizationId=${client.player.organizationId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return paymentHistorySchema.parse(response.json()).Payments;
}

// What the history says of each payment (issue 28): why one failed, and for which numbers.
describe('history of payments that did not go through, and of prepayments', () => {
  it('a payment cancelled at the bank’s check says so, with the numbers it was for', async () => {
    const client = await moneyClient(t);
    const waiting = await purchase(client, '4000 0025 0000 3155', [4101, 4102]);
    expect(waiting.Status).toBe('RequiresAction');
    const cancelled = await client.post(
      `/api/payment/by-player/${client.player.id}/cancel/${waiting.PaymentId}`,
      {},
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await history(client);
    expect(row?.Status).toBe('Failed');
    expect(row?.FailureCode).toBe('payment_canceled');
    expect(row?.AskedNumbers).toEqual([4101, 4102]);
    expect(row?.TicketNumbers).toEqual([]);
  });

  it('a declined card says why, with the numbers it was for', async () => {
    const client = await moneyClient(t);
    const declined = await purchase(client, '4000 0000 0000 0002', [4201]);
    expect(declined.Status).toBe('Failed');
    const [row] = await history(client);
    expect(row?.FailureCode).toBe('card_declined');
    expect(row?.AskedNumbers).toEqual([4201]);
  });

  // The numbers are on the payment (migration 0053), not looked for in the audit log by time.
  it('two failed payments seconds apart each keep their own numbers, whatever their times', async () => {
    const client = await moneyClient(t);
    const first = await purchase(client, '4000 0000 0000 0002', [4301]);
    const second = await purchase(client, '4000 0000 0000 0002', [4302, 4303]);
    // A clock apart from the database's (or a row restored later): the audit rows, stamped by
    // the database, fall outside any window around the payment's own times.
    await t.database.db
      .updateTable('payments')
      .set({ updated_at: new Date(Date.now() - 600_000) })
      .where('id', 'in', [first.PaymentId, second.PaymentId])
      .execute();
    const rows = await history(client);
    const asked = (id: string) => rows.find((row) => row.PaymentId === id)?.AskedNumbers;
    expect(asked(first.PaymentId)).toEqual([4301]);
    expect(asked(second.PaymentId)).toEqual([4302, 4303]);
  });

  it('the migration fills the numbers of failed payments from their audit rows', async () => {
    const client = await moneyClient(t);
    const failed = await purchase(client, '4000 0000 0000 0002', [4401, 4402]);
    const db = t.database.db;
    await db.updateTable('payments').set({ asked_numbers: null }).execute();
    await backfillAskedNumbers(db);
    const row = await db
      .selectFrom('payments')
      .select('asked_numbers')
      .where('id', '=', failed.PaymentId)
      .executeTakeFirstOrThrow();
    expect(row.asked_numbers).toEqual([4401, 4402]);
    const [listed] = await history(client);
    expect(listed?.AskedNumbers).toEqual([4401, 4402]);
  });

  it('a prepayment for 3 draws lists the 3 draws', async () => {
    const client = await moneyClient(t);
    await prepaidGroup(client, instanceId, 3);
    const rows = await history(client);
    const prepaid = rows.find((row) => (row.PaidDraws ?? []).length > 0);
    expect(prepaid?.PaidDraws).toHaveLength(3);
    expect(prepaid?.AskedNumbers).toBeUndefined();
  });
});
