import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { refundResultSchema } from '@charity/domain/refunds/refund-api';
import { numbersInDraw, voidAmountOf } from '@charity/domain/refunds/support-payment';
import { supportPlayerDetailSchema } from '@charity/domain/staff/support-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardToken,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { purchase } from '../reports/report-fixtures';
import { apiCall, goldrushOverHttp, type GoldrushOverHttp } from '../setup/goldrush-over-http';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// The goldrush demo over real HTTP: $2.00 a number, 3 for $5.00.
let served: GoldrushOverHttp;
beforeAll(async () => {
  served = await goldrushOverHttp();
});
afterAll(() => served.t.close());

/** A support call as the console makes it; it must succeed. */
async function call(method: string, path: string, body?: unknown) {
  const url = `support/${path}/for-organization/${served.organizationId}`;
  const response = await apiCall(served.port, method, url, served.manager, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The payment as the support screen reads it. */
async function supportItem(client: MoneyClient, paymentId: string) {
  const detail = supportPlayerDetailSchema.parse(await call('GET', `player/${client.player.id}`));
  const item = detail.Payments.Payments.find((payment) => payment.PaymentId === paymentId);
  if (!item) throw new Error(`no payment ${paymentId}`);
  return item;
}

/** Voids `count` numbers as the console does: its confirmation's amount, then the server's. */
async function voidAsTheConsole(client: MoneyClient, paymentId: string, count: number) {
  const item = await supportItem(client, paymentId);
  const numbers = numbersInDraw(item).slice(0, count);
  const said = voidAmountOf(item, numbers.length);
  const body = { TicketNumbers: numbers, Reason: 'Bought by mistake' };
  const done = refundResultSchema.parse(await call('POST', `payment/${paymentId}/void`, body));
  return { said, voided: done.Amount };
}

describe('the void confirmation says what the server voids (follow-up 6)', () => {
  it('a single purchase: one number, then the rest', async () => {
    const client = await moneyClient(served.t);
    const single = await purchase(served.t, client, 3);
    expect(await voidAsTheConsole(client, single.PaymentId, 1)).toEqual({ said: 200, voided: 200 });
    expect(await voidAsTheConsole(client, single.PaymentId, 2)).toEqual({ said: 400, voided: 400 });
  });

  it('a bundle: a number is its share of the bundle, the odd cent with the last ones', async () => {
    const client = await moneyClient(served.t);
    const response = await client.post('/api/player-number/purchase', {
      PlayerId: client.player.id,
      OrganizationId: served.organizationId,
      GameInstanceId: await openInstanceId(served.t, 'goldrush'),
      Quantity: 3,
      Bundle: { Numbers: 3, Price: 500 },
      Payment: { Token: await cardToken(client) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bundle = response.json<PaymentResult>();
    const item = await supportItem(client, bundle.PaymentId);
    expect(item).toMatchObject({ TicketPrice: 200, BundleNumbers: 3 });
    expect(await voidAsTheConsole(client, bundle.PaymentId, 1)).toEqual({ said: 167, voided: 167 });
    expect(await voidAsTheConsole(client, bundle.PaymentId, 2)).toEqual({ said: 333, voided: 333 });
  });

  it('a partly refunded payment: never more than what is left', async () => {
    const client = await moneyClient(served.t);
    const single = await purchase(served.t, client, 2);
    await call('POST', `payment/${single.PaymentId}/refund`, { Amount: 350, Reason: 'Goodwill' });
    expect(await voidAsTheConsole(client, single.PaymentId, 1)).toEqual({ said: 50, voided: 50 });
  });
});
