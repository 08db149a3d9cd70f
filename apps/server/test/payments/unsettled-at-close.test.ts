import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { VOIDED_AT_CLOSE } from '../../src/payments/unsettled-at-close';
import { runVoidRefunds } from '../../src/payments/void-refunds';
import { adminHeaders, makeDue, runManualDraw } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
  type Slug,
} from './money-fixtures';

const BANK_CHECK_CARD = '4000 0025 0000 3155';

let t: TestApp;
// The processor would settle in an hour: at sales close it still cannot answer.
beforeAll(async () => {
  t = await buildMoneyApp({ SANDBOX_SETTLEMENT: 'async', SANDBOX_SETTLE_DELAY_MS: 3_600_000 });
});
afterAll(() => t.close());

/** The organization's current game has an open instance (the previous test drew its last). */
async function ensureOpen(slug: Slug) {
  const organization = await t.database.db
    .selectFrom('organizations')
    .select('current_game_id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await openNextInstance(t.database.db, String(organization.current_game_id));
}

async function buy(slug: Slug, card?: string) {
  await ensureOpen(slug);
  const client = await moneyClient(t, slug);
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, slug),
    Quantity: 2,
    Payment: { Token: await cardToken(client, card) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { client, payment: paymentResultSchema.parse(response.json()) };
}

const chargeOf = (paymentId: string) =>
  t.database.db
    .selectFrom('sandbox_charges')
    .select(['id', 'status'])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();

/** What a voided payment leaves: failed, no numbers, an audit entry, one e-mail. */
async function expectVoided(client: MoneyClient, paymentId: string) {
  const payment = await t.database.db
    .selectFrom('payments')
    .select(['status', 'failure_code'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  expect(payment).toEqual({ status: 'failed', failure_code: VOIDED_AT_CLOSE });
  const numbers = await t.database.db
    .selectFrom('player_numbers')
    .select('ticket_number')
    .where('player_id', '=', client.player.id)
    .execute();
  expect(numbers).toEqual([]);
  const audit = await t.database.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('subject_id', '=', paymentId)
    .where('action', '=', 'payment.voided')
    .execute();
  expect(audit).toHaveLength(1);
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', client.player.email)
    .execute();
  expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/cancelled at sales close/)]);
  expect(mail[0]?.text_body).toMatch(/refunded/);
}

describe('payments unsettled at sales close never block the draw', () => {
  it('a manual draw takes a last answer, voids what cannot settle, and runs', async () => {
    const processing = await buy('goldrush');
    const atBank = await buy('goldrush', BANK_CHECK_CARD);
    const lostWebhook = await buy('goldrush');
    // The processor settled this one; its webhook never came.
    await t.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'succeeded' })
      .where('payment_id', '=', lostWebhook.payment.PaymentId)
      .execute();
    const instanceId = lostWebhook.payment.GameInstanceId;

    const admin = await adminHeaders(t, 'goldrush');
    const draw = await runManualDraw(t, admin, processing.client.player.organizationId, instanceId);
    expect(draw.GameInstanceId).toBe(instanceId);

    await expectVoided(processing.client, processing.payment.PaymentId);
    await expectVoided(atBank.client, atBank.payment.PaymentId);
    // Cancelled at the processor: nothing will be taken later.
    expect((await chargeOf(processing.payment.PaymentId)).status).toBe('failed');
    expect((await chargeOf(atBank.payment.PaymentId)).status).toBe('failed');
    const settled = await t.database.db
      .selectFrom('instance_entries')
      .select('paid')
      .where('payment_id', '=', lostWebhook.payment.PaymentId)
      .execute();
    expect(settled.map((entry) => entry.paid)).toEqual([true, true]);
  }, 60_000);

  it('the scheduler closes sales, voids, and draws on time in the same pass', async () => {
    const { client, payment } = await buy('fiftyfifty');
    await makeDue(t, payment.GameInstanceId);
    await runLifecycle(t.app);
    const drawn = await t.database.db
      .selectFrom('draws')
      .select('entries_count')
      .where('game_instance_id', '=', payment.GameInstanceId)
      .executeTakeFirst();
    expect(drawn).toBeDefined();
    await expectVoided(client, payment.PaymentId);
  }, 60_000);

  it('a processor that cannot be reached: voided here, refunded when it charges after all', async () => {
    const { client, payment } = await buy('goldrush');
    const sandbox = t.app.payments.sandbox;
    const { lookup, cancel } = sandbox;
    const down = () => Promise.reject(new Error('connect ECONNREFUSED'));
    Object.assign(sandbox, { lookup: down, cancel: down });
    try {
      const admin = await adminHeaders(t, 'goldrush');
      await runManualDraw(t, admin, client.player.organizationId, payment.GameInstanceId);
    } finally {
      Object.assign(sandbox, { lookup, cancel });
    }
    await expectVoided(client, payment.PaymentId);

    // Still processing at the processor: the watch waits.
    expect(await runVoidRefunds(t.app)).toBe(1);
    expect((await chargeOf(payment.PaymentId)).status).toBe('processing');
    // The processor finished the charge after all: the watch gives the money back.
    await t.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'succeeded' })
      .where('payment_id', '=', payment.PaymentId)
      .execute();
    await t.database.db
      .updateTable('jobs')
      .set({ run_after: new Date() })
      .where('kind', '=', 'payment-void-refund')
      .where('key', '=', payment.PaymentId)
      .execute();
    expect(await runVoidRefunds(t.app)).toBe(1);
    // Through the refund life cycle: one ledger row (issue 25), sent and taken, whole.
    const ledger = await t.database.db
      .selectFrom('refund_ledger')
      .select(['path', 'amount_cents', 'state', 'actor'])
      .where('charge_id', '=', payment.PaymentId)
      .execute();
    expect(ledger.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
      { path: 'sales-close', amount_cents: payment.Amount, state: 'succeeded', actor: 'system' },
    ]);
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select('refunded_cents')
      .where('payment_id', '=', payment.PaymentId)
      .executeTakeFirstOrThrow();
    expect(Number(charge.refunded_cents)).toBe(payment.Amount);
    // Asked again (a second process's watch): nothing more is given back.
    await t.database.db
      .updateTable('jobs')
      .set({ status: 'queued', run_after: new Date() })
      .where('kind', '=', 'payment-void-refund')
      .where('key', '=', payment.PaymentId)
      .execute();
    expect(await runVoidRefunds(t.app)).toBe(1);
    expect(
      await t.database.db
        .selectFrom('refund_ledger')
        .select('id')
        .where('charge_id', '=', payment.PaymentId)
        .execute(),
    ).toHaveLength(1);
    expect(await runVoidRefunds(t.app)).toBe(0);
  }, 60_000);
});
