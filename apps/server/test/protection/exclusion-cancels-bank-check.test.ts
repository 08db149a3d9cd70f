import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runVoidRefunds } from '../../src/payments/void-refunds';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const BANK_CHECK_CARD = '4000 0025 0000 3155';

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

async function atTheBankCheck(client: MoneyClient) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: 1,
    Payment: { Token: await cardToken(client, BANK_CHECK_CARD) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = paymentResultSchema.parse(response.json());
  expect(result.Status).toBe('RequiresAction');
  return { paymentId: result.PaymentId, chargeId: result.NextActionUrl?.split('/').pop() ?? '' };
}

const exclude = (client: MoneyClient) =>
  client.post('/api/player/self-exclusion', { ...ids(client), Period: 'SixMonths' });

const approve = (client: MoneyClient, chargeId: string) =>
  client.post(`/api/payments/sandbox/confirm/${chargeId}`, {});

async function money(paymentId: string) {
  const db = t.database.db;
  const payment = await db
    .selectFrom('payments')
    .select(['status', 'failure_code'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const charge = await db
    .selectFrom('sandbox_charges')
    .select('status')
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('instance_entries')
    .select('ticket_number')
    .where('payment_id', '=', paymentId)
    .where('paid', '=', true)
    .execute();
  const receipts = await db
    .selectFrom('receipts')
    .select('payment_id')
    .where('payment_id', '=', paymentId)
    .execute();
  return { payment, charge: charge.status, entries: entries.length, receipts: receipts.length };
}

describe('a purchase at the bank check when the player self-excludes', () => {
  it('is cancelled with the exclusion, at the processor too; a later approval charges nothing', async () => {
    const client = await moneyClient(t);
    const { paymentId, chargeId } = await atTheBankCheck(client);
    expect((await exclude(client)).statusCode).toBe(200);
    expect(await money(paymentId)).toEqual({
      payment: { status: 'failed', failure_code: 'self_excluded' },
      charge: 'failed',
      entries: 0,
      receipts: 0,
    });
    // The approval comes after the exclusion's answer: the bank has nothing left to approve.
    const late = await approve(client, chargeId);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ Status: 'failed' });
    expect(await money(paymentId)).toMatchObject({ charge: 'failed', entries: 0, receipts: 0 });
    const held = await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(held).toEqual([]);
  });

  it('a charge the processor could not cancel, approved later, is refunded and never paid', async () => {
    const client = await moneyClient(t);
    const { paymentId, chargeId } = await atTheBankCheck(client);
    const sandbox = t.app.payments.provider('sandbox');
    const cancel = vi
      .spyOn(sandbox, 'cancel')
      .mockRejectedValueOnce(new Error('processor unreachable'));
    try {
      expect((await exclude(client)).statusCode).toBe(200);
    } finally {
      cancel.mockRestore();
    }
    expect((await money(paymentId)).payment.status).toBe('failed');
    // The bank approves anyway, and the processor settles the charge: the payment stays failed.
    await approve(client, chargeId);
    expect(await money(paymentId)).toMatchObject({
      payment: { status: 'failed' },
      charge: 'succeeded',
      entries: 0,
      receipts: 0,
    });
    // The refund watch queued with the exclusion gives the money back, through the refund
    // life cycle (issue 25): one ledger row, whole, taken by the processor.
    await runVoidRefunds(t.app);
    const ledger = await t.database.db
      .selectFrom('refund_ledger')
      .select(['path', 'state', 'amount_cents'])
      .where('charge_id', '=', paymentId)
      .execute();
    expect(ledger.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
      { path: 'self-exclusion', state: 'succeeded', amount_cents: 200 },
    ]);
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select('refunded_cents')
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(Number(charge.refunded_cents)).toBe(200);
  });
});
