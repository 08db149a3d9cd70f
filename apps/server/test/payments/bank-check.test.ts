import { awaitingPaymentsSchema } from '@charity/domain/payments/awaiting-approval';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { SubscriptionStatus } from '@charity/domain/subscription-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from './money-fixtures';

const BANK_CHECK_CARD = '4000 0025 0000 3155';

async function purchase(t: TestApp, client: MoneyClient) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: 2,
    Payment: { Token: await cardToken(client, BANK_CHECK_CARD) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = paymentResultSchema.parse(response.json());
  expect(result.Status).toBe('RequiresAction');
  return result;
}

const status = async (client: MoneyClient, paymentId: string) => {
  const response = await client.get(
    `/api/payment/by-player/${client.player.id}/status/${paymentId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return paymentResultSchema.parse(response.json());
};

const awaiting = async (client: MoneyClient) => {
  const response = await client.get(`/api/payment/by-player/${client.player.id}/awaiting-approval`);
  expect(response.statusCode, response.body).toBe(200);
  return awaitingPaymentsSchema.parse(response.json()).Payments;
};

const cancel = (client: MoneyClient, paymentId: string) =>
  client.post(`/api/payment/by-player/${client.player.id}/cancel/${paymentId}`, {});

describe("the bank's check (3-D Secure), settling asynchronously as in production", () => {
  let t: TestApp;
  // The settlement event comes long after the test: only the approval itself moves the payment.
  beforeAll(async () => {
    t = await buildMoneyApp({ SANDBOX_SETTLEMENT: 'async', SANDBOX_SETTLE_DELAY_MS: 60_000 });
  });
  afterAll(() => t.close());

  it('one approval is enough: the next status read never says RequiresAction again', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client);
    const chargeId = result.NextActionUrl?.split('/').pop() ?? '';
    const confirmed = await client.post(`/api/payments/sandbox/confirm/${chargeId}`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await status(client, result.PaymentId);
    expect(after.Status).not.toBe('RequiresAction');
    expect(after.NextActionUrl).toBeNull();
    expect(await awaiting(client)).toEqual([]);
  });

  it('a payment at the check is listed for the dashboard, not counted as played', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client);
    const listed = await awaiting(client);
    expect(listed.map((payment) => payment.PaymentId)).toEqual([result.PaymentId]);
    const expiresIn = Date.parse(listed[0]?.ExpiresAt ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const numbers = listed[0]?.PlayerNumberGroups.flatMap((group) => group.PlayerNumbers) ?? [];
    expect(numbers).toHaveLength(2);
    for (const number of numbers) {
      expect(number.SubscriptionStatus).not.toBe(SubscriptionStatus.PaymentProcessing);
    }
    expect(listed[0]?.PlayerNumberGroups.every((group) => !group.Paid)).toBe(true);
  });

  it('cancel calls off the charge at the processor and releases the numbers at once', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client);
    const response = await cancel(client, result.PaymentId);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = paymentResultSchema.parse(response.json());
    expect(cancelled.Status).toBe('Failed');
    expect(cancelled.PlayerNumberGroups).toEqual([]);
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select('status')
      .where('payment_id', '=', result.PaymentId)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('failed');
    const held = await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(held).toEqual([]);
    expect(await awaiting(client)).toEqual([]);
    // A second cancel (a double tap) answers the same, and changes nothing.
    expect((await cancel(client, result.PaymentId)).statusCode).toBe(200);
  });

  it("refuses to cancel another player's payment, or one already approved", async () => {
    const owner = await moneyClient(t);
    const other = await moneyClient(t);
    const result = await purchase(t, owner);
    const forged = await other.post(
      `/api/payment/by-player/${owner.player.id}/cancel/${result.PaymentId}`,
      {},
    );
    expect(forged.statusCode).toBe(403);
    expect((await cancel(other, result.PaymentId)).statusCode).toBe(404);
    const chargeId = result.NextActionUrl?.split('/').pop() ?? '';
    await owner.post(`/api/payments/sandbox/confirm/${chargeId}`, {});
    const late = await cancel(owner, result.PaymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ Code: 'Conflict' });
  });
});
