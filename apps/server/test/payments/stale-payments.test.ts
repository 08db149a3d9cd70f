import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGameTime } from '@charity/domain/game-time-format';
import { paymentWindows, sweepStalePayments } from '../../src/payments/stale-payments';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  speaksFrench,
  type MoneyClient,
} from './money-fixtures';

const BANK_CHECK_CARD = '4000 0025 0000 3155';
const minutesFromNow = (ms: number) => new Date(Date.now() + ms + 1000);

async function purchase(t: TestApp, client: MoneyClient, card?: string) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: 2,
    Payment: { Token: await cardToken(client, card) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentResultSchema.parse(response.json());
}

const paymentOf = (t: TestApp, id: string) =>
  t.database.db
    .selectFrom('payments')
    .select(['status', 'failure_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const numbersOf = async (t: TestApp, playerId: string) =>
  (
    await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', playerId)
      .execute()
  ).length;

describe('stale payments: a lost webhook', () => {
  let t: TestApp;
  // The sandbox answers "processing" and would send its webhook only in an hour: the
  // webhook is as good as lost while the test runs.
  beforeAll(async () => {
    t = await buildMoneyApp({ SANDBOX_SETTLEMENT: 'async', SANDBOX_SETTLE_DELAY_MS: 60_000 });
  });
  afterAll(() => t.close());

  it('settles the payment from what the processor says, once, after it has waited too long', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client);
    expect(result.Status).toBe('Processing');
    // The processor settled the charge; its webhook never arrived.
    await t.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'succeeded' })
      .where('payment_id', '=', result.PaymentId)
      .execute();

    // Not yet: a webhook may still be on its way.
    expect(await sweepStalePayments(t.app)).toEqual({ settled: 0, stillPending: 0 });
    expect((await paymentOf(t, result.PaymentId)).status).toBe('processing');

    const later = minutesFromNow(paymentWindows(t.app).staleMs);
    expect(await sweepStalePayments(t.app, later)).toEqual({ settled: 1, stillPending: 0 });
    expect((await paymentOf(t, result.PaymentId)).status).toBe('succeeded');
    const paid = await t.database.db
      .selectFrom('instance_entries')
      .select('paid')
      .where('payment_id', '=', result.PaymentId)
      .execute();
    expect(paid.map((entry) => entry.paid)).toEqual([true, true]);
    const receipt = await t.database.db
      .selectFrom('receipts')
      .select('id')
      .where('payment_id', '=', result.PaymentId)
      .execute();
    expect(receipt).toHaveLength(1);

    // A second pass, or the late webhook, changes nothing.
    expect(await sweepStalePayments(t.app, later)).toEqual({ settled: 0, stillPending: 0 });
  });

  it('fails a payment the processor never saw, and gives its numbers back', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client);
    // As if the process had stopped before the charge reached the processor.
    await t.database.db
      .deleteFrom('sandbox_charges')
      .where('payment_id', '=', result.PaymentId)
      .execute();
    await t.database.db
      .updateTable('payments')
      .set({ provider_reference: null })
      .where('id', '=', result.PaymentId)
      .execute();
    expect(await numbersOf(t, client.player.id)).toBe(2);

    await sweepStalePayments(t.app, minutesFromNow(paymentWindows(t.app).staleMs));
    expect(await paymentOf(t, result.PaymentId)).toEqual({
      status: 'failed',
      failure_code: 'processing_error',
    });
    expect(await numbersOf(t, client.player.id)).toBe(0);
  });
});

describe('stale payments: a bank check never answered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildMoneyApp();
  });
  afterAll(() => t.close());

  it('waits for the player, then cancels at the processor and releases the numbers', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client, BANK_CHECK_CARD);
    expect(result.Status).toBe('RequiresAction');

    // Stale but not abandoned: the player may still be at their bank's page.
    expect(await sweepStalePayments(t.app, minutesFromNow(paymentWindows(t.app).staleMs))).toEqual({
      settled: 0,
      stillPending: 1,
    });
    expect((await paymentOf(t, result.PaymentId)).status).toBe('requires_action');

    expect(
      await sweepStalePayments(t.app, minutesFromNow(paymentWindows(t.app).abandonedMs)),
    ).toEqual({
      settled: 1,
      stillPending: 0,
    });
    expect(await paymentOf(t, result.PaymentId)).toEqual({
      status: 'failed',
      failure_code: 'authentication_required',
    });
    expect(await numbersOf(t, client.player.id)).toBe(0);
    // The processor cancelled the charge: confirming it now charges nothing.
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select(['id', 'status'])
      .where('payment_id', '=', result.PaymentId)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('failed');
    const confirm = await client.post(`/api/payments/sandbox/confirm/${charge.id}`, {});
    expect(confirm.json()).toEqual({ Status: 'failed' });
    expect((await paymentOf(t, result.PaymentId)).status).toBe('failed');
  });

  it('tells the player once, in their language and the game zone, that the lapsed check released the numbers', async () => {
    const english = await moneyClient(t);
    const french = await moneyClient(t);
    await speaksFrench(t, french);
    const lapsing = [];
    for (const client of [english, french]) {
      const result = await purchase(t, client, BANK_CHECK_CARD);
      expect(result.Status).toBe('RequiresAction');
      const held = await t.database.db
        .selectFrom('player_numbers')
        .select('ticket_number')
        .where('player_id', '=', client.player.id)
        .orderBy('ticket_number')
        .execute();
      const payment = await t.database.db
        .selectFrom('payments')
        .select('created_at')
        .where('id', '=', result.PaymentId)
        .executeTakeFirstOrThrow();
      const lapsedAt = new Date(payment.created_at.getTime() + paymentWindows(t.app).abandonedMs);
      lapsing.push({ client, numbers: held.map((row) => row.ticket_number).join(', '), lapsedAt });
    }
    const mailTo = (client: MoneyClient) =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', client.player.email)
        .execute();
    // Still at the check: no notice yet.
    await sweepStalePayments(t.app, minutesFromNow(paymentWindows(t.app).staleMs));
    expect(await mailTo(english)).toEqual([]);

    // Two nodes run the job at the same moment, then a later pass: one e-mail each.
    const later = minutesFromNow(paymentWindows(t.app).abandonedMs);
    await Promise.all([sweepStalePayments(t.app, later), sweepStalePayments(t.app, later)]);
    await sweepStalePayments(t.app, later);

    const spaces = (text: string | null | undefined) =>
      (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const [en, fr] = lapsing;
    const englishMail = await mailTo(en!.client);
    expect(englishMail.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your payment to .+ was not completed$/),
    ]);
    const englishText = spaces(englishMail[0]?.text_body);
    expect(englishText).toContain(`numbers ${en!.numbers}`);
    expect(englishText).toContain(
      spaces(formatGameTime(en!.lapsedAt, 'en', { timeZone: 'America/Halifax' })),
    );
    expect(englishText).toMatch(/ A[DS]T\b/);
    expect(englishText).toContain('nothing was charged. The numbers were released');

    const frenchMail = await mailTo(fr!.client);
    expect(frenchMail.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^.+ : votre paiement n’a pas été complété$/),
    ]);
    const frenchText = spaces(frenchMail[0]?.text_body);
    expect(frenchText).toContain(`numéros ${fr!.numbers}`);
    expect(frenchText).toContain(
      spaces(formatGameTime(fr!.lapsedAt, 'fr', { timeZone: 'America/Halifax' })),
    );
    expect(frenchText).toContain('Les numéros ont été libérés');
  });

  it('keeps a payment the player confirmed just before the sweep', async () => {
    const client = await moneyClient(t);
    const result = await purchase(t, client, BANK_CHECK_CARD);
    const charge = await t.database.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('payment_id', '=', result.PaymentId)
      .executeTakeFirstOrThrow();
    // The bank said yes, but its webhook has not arrived yet.
    await t.database.db
      .updateTable('sandbox_charges')
      .set({ status: 'succeeded' })
      .where('id', '=', charge.id)
      .execute();
    await sweepStalePayments(t.app, minutesFromNow(paymentWindows(t.app).abandonedMs));
    expect((await paymentOf(t, result.PaymentId)).status).toBe('succeeded');
    expect(await numbersOf(t, client.player.id)).toBe(2);
  });
});
