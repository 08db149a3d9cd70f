import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

const settings = { SANDBOX_SETTLEMENT: 'async', SANDBOX_SETTLE_DELAY_MS: 100 } as const;

let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await buildMoneyApp(settings);
  // Another node over the same database, as after a restart or behind a load balancer.
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    payments: { ...settings, JOBS_INTERVAL_MS: 0 },
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const statusOf = async (
  table: 'payments' | 'sandbox_charges',
  column: 'id' | 'payment_id',
  id: string,
) =>
  (
    await t.database.db
      .selectFrom(table)
      .select('status')
      .where(column, '=', id)
      .executeTakeFirstOrThrow()
  ).status;

async function buy(quantity: number) {
  const client = await moneyClient(t);
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: quantity,
    Payment: { Token: await cardToken(client) },
  });
  return paymentResultSchema.parse(response.json());
}

describe('the sandbox settles what it accepted, whichever process is alive', () => {
  it('a charge taken by a process that died is settled by another, once', async () => {
    const result = await buy(2);
    expect(result.Status).toBe('Processing');
    // The first process dies: its own wake-up never fires.
    t.app.payments.sandbox.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf('sandbox_charges', 'payment_id', result.PaymentId)).toBe('processing');

    expect(await second.payments.sandbox.runDue()).toBe(1);
    expect(await statusOf('sandbox_charges', 'payment_id', result.PaymentId)).toBe('succeeded');
    expect(await statusOf('payments', 'id', result.PaymentId)).toBe('succeeded');
    const receipts = await t.database.db
      .selectFrom('receipts')
      .select('id')
      .where('payment_id', '=', result.PaymentId)
      .execute();
    expect(receipts).toHaveLength(1);
    // Nothing left to settle: a second node, or a second pass, changes nothing.
    expect(await t.app.payments.sandbox.runDue()).toBe(0);
  });

  it('a charge the payment gave up on before it settled is not taken afterwards', async () => {
    const result = await buy(1);
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('payment_id', '=', result.PaymentId)
      .executeTakeFirstOrThrow();
    expect((await second.payments.sandbox.cancel(charge.id)).status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await second.payments.sandbox.runDue();
    expect(await statusOf('sandbox_charges', 'payment_id', result.PaymentId)).toBe('failed');
  });
});
