import { randomUUID } from 'node:crypto';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { paymentWindows, sweepStalePayments } from '../../src/payments/stale-payments';
import { runRenewals } from '../../src/subscriptions/renewal-job';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  ids,
  instancePot,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from './money-fixtures';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from './stripe-stand-in';

let t: TestApp;
let stripe: StripeStandIn;
let instanceId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await buildMoneyApp({
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  // Switching an organization to Stripe is one column (docs/payments.md).
  await t.database.db
    .updateTable('organizations')
    .set({ payment_provider: 'stripe' })
    .where('slug', '=', 'goldrush')
    .execute();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const purchase = (client: MoneyClient, token: string, key?: string, quantity = 2) =>
  client.post(
    '/api/player-number/purchase',
    { ...ids(client), GameInstanceId: instanceId, Quantity: quantity, Payment: { Token: token } },
    key,
  );

const deliver = (payload: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', payload, headers });

const countNumbers = async (playerId: string) =>
  (
    await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', playerId)
      .execute()
  ).length;

const paymentRow = (paymentId: string) =>
  t.database.db
    .selectFrom('payments')
    .select(['status', 'provider', 'provider_reference', 'failure_code'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

const mailTo = (email: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

const potTotal = (id: string) => instancePot(t, id);

describe('stripe adapter against the local stand-in', () => {
  it('purchases: Processing, then paid by the signed payment_intent.succeeded webhook', async () => {
    stripe.holdInProcessing = true;
    const client = await moneyClient(t);
    const response = await purchase(client, 'pm_card_visa');
    stripe.holdInProcessing = false;
    expect(response.statusCode).toBe(200);
    const result = paymentResultSchema.parse(response.json());
    expect(result.Status).toBe('Processing');
    expect(result.Amount).toBe(400);
    const intents = stripe.intentsFor(result.PaymentId);
    expect(intents).toHaveLength(1);
    const intent = intents[0] ?? {};
    expect(intent).toMatchObject({ amount: 400, currency: 'cad', status: 'processing' });
    expect(await paymentRow(result.PaymentId)).toMatchObject({
      provider: 'stripe',
      provider_reference: intent.id,
      status: 'processing',
    });

    const potBefore = await potTotal(instanceId);
    const signed = stripe.signed(stripe.settle(String(intent.id), 'succeeded'));
    const delivered = await deliver(signed.payload, signed.headers);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ Received: true, Result: 'applied' });

    const status = await client.get(
      `/api/payment/by-player/${client.player.id}/status/${result.PaymentId}`,
    );
    expect(status.json()).toMatchObject({ Status: 'Succeeded' });
    expect(status.json().PlayerNumberGroups[0].Paid).toBe(true);
    expect(await countNumbers(client.player.id)).toBe(2);
    const mail = await mailTo(client.player.email);
    expect(mail.filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
    expect(await potTotal(instanceId)).toBe(potBefore + 400);
    // The sale's audit row names who moved the money: the processor's signed event.
    const sale = await t.database.db
      .selectFrom('audit_log')
      .select('actor')
      .where('subject_id', '=', result.PaymentId)
      .where('action', '=', 'sale')
      .execute();
    expect(sale).toEqual([{ actor: 'provider:stripe' }]);

    // Replayed (same bytes, or re-signed later) and late contradicting events change nothing.
    expect((await deliver(signed.payload, signed.headers)).json().Result).toBe('duplicate');
    const event = JSON.parse(signed.payload) as Record<string, unknown>;
    const resigned = stripe.signed(event);
    expect((await deliver(resigned.payload, resigned.headers)).json().Result).toBe('duplicate');
    const late = stripe.signed(stripe.event('payment_intent.payment_failed', intent));
    expect((await deliver(late.payload, late.headers)).json().Result).toBe('unchanged');
    expect((await paymentRow(result.PaymentId)).status).toBe('succeeded');
    expect(await countNumbers(client.player.id)).toBe(2);
    expect(
      (await mailTo(client.player.email)).filter((m) => m.subject.includes('receipt')),
    ).toHaveLength(1);
    expect(await potTotal(instanceId)).toBe(potBefore + 400);
  });

  it('answers Succeeded in the request when Stripe confirms the card at once', async () => {
    const client = await moneyClient(t);
    const result = paymentResultSchema.parse((await purchase(client, 'pm_card_visa')).json());
    expect(result.Status).toBe('Succeeded');
    expect(result.PlayerNumberGroups[0]?.Paid).toBe(true);
    // The webhook that follows is acknowledged without a second effect.
    const intent = stripe.intentsFor(result.PaymentId)[0] ?? {};
    const signed = stripe.signed(stripe.event('payment_intent.succeeded', intent));
    expect((await deliver(signed.payload, signed.headers)).json().Result).toBe('unchanged');
  });

  it('keeps the card Stripe charged when the player asks to save it', async () => {
    const client = await moneyClient(t);
    const response = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 1,
      Payment: { Token: 'pm_card_visa', SaveCard: true },
    });
    const result = paymentResultSchema.parse(response.json());
    expect(result.Status).toBe('Succeeded');
    const intent = stripe.intentsFor(result.PaymentId)[0] ?? {};
    expect(intent).toMatchObject({ setup_future_usage: 'off_session' });
    const methods = await client.get(
      `/api/payment-method/by-player/${client.player.id}/for-organization/${client.player.organizationId}`,
    );
    expect(methods.json().PaymentMethods).toMatchObject([{ Brand: 'visa', Last4: '4242' }]);
    const saved = await t.database.db
      .selectFrom('payment_methods')
      .select('provider_method_id')
      .where('player_id', '=', client.player.id)
      .executeTakeFirstOrThrow();
    expect(saved.provider_method_id).toBe(intent.payment_method);
  });

  it('hands Stripe.js the client secret when the bank asks for 3-D Secure', async () => {
    const client = await moneyClient(t);
    const result = paymentResultSchema.parse(
      (await purchase(client, 'pm_card_authenticationRequired')).json(),
    );
    expect(result.Status).toBe('RequiresAction');
    const intent = stripe.intentsFor(result.PaymentId)[0] ?? {};
    expect(result.ClientSecret).toBe(intent.client_secret);
    const signed = stripe.signed(stripe.settle(String(intent.id), 'succeeded'));
    expect((await deliver(signed.payload, signed.headers)).json().Result).toBe('applied');
    expect(await countNumbers(client.player.id)).toBe(2);
  });

  it('cancels a 3-D Secure payment the player abandoned, and finds one whose reference was lost', async () => {
    const client = await moneyClient(t);
    const later = new Date(Date.now() + paymentWindows(t.app).abandonedMs + 60_000);
    // One number: an identical second purchase would be answered with this one (in flight).
    const abandoned = paymentResultSchema.parse(
      (await purchase(client, 'pm_card_authenticationRequired', undefined, 1)).json(),
    );
    // The second player confirmed at their bank, but the webhook was lost, and so was the
    // reference in our database: Stripe is searched by our payment id.
    const lost = paymentResultSchema.parse(
      (await purchase(client, 'pm_card_authenticationRequired')).json(),
    );
    stripe.settle(String(stripe.intentsFor(lost.PaymentId)[0]?.id), 'succeeded');
    await t.database.db
      .updateTable('payments')
      .set({ provider_reference: null })
      .where('id', '=', lost.PaymentId)
      .execute();

    await sweepStalePayments(t.app, later);
    expect((await paymentRow(abandoned.PaymentId)).status).toBe('failed');
    expect(stripe.intentsFor(abandoned.PaymentId)[0]?.status).toBe('canceled');
    expect((await paymentRow(lost.PaymentId)).status).toBe('succeeded');
    expect(await countNumbers(client.player.id)).toBe(2);
  });

  it('keeps no numbers when the card is declined (card_error 402, then payment_failed)', async () => {
    const client = await moneyClient(t);
    const cases = [
      ['pm_card_chargeDeclined', 'card_declined', /declined/],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', /insufficient/],
    ] as const;
    for (const [card, code, message] of cases) {
      const response = await purchase(client, card);
      expect(response.statusCode).toBe(200);
      const result = paymentResultSchema.parse(response.json());
      expect(result.Status).toBe('Failed');
      expect(result.FailureMessage).toMatch(message);
      expect(result.PlayerNumberGroups).toEqual([]);
      expect((await paymentRow(result.PaymentId)).failure_code).toBe(code);
      const intent = stripe.intentsFor(result.PaymentId)[0] ?? {};
      expect(intent.status).toBe('requires_payment_method');
      const signed = stripe.signed(stripe.event('payment_intent.payment_failed', intent));
      expect((await deliver(signed.payload, signed.headers)).json().Result).toBe('unchanged');
    }
    expect(await countNumbers(client.player.id)).toBe(0);
    expect(
      (await mailTo(client.player.email)).filter((m) => m.subject.includes('receipt')),
    ).toEqual([]);
  });

  it('maps the client Idempotency-Key to one Stripe idempotency key: a retry makes one PaymentIntent', async () => {
    const client = await moneyClient(t);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      purchase(client, 'pm_card_visa', key),
      purchase(client, 'pm_card_visa', key),
    ]);
    const third = await purchase(client, 'pm_card_visa', key);
    const paymentId = first.json().PaymentId as string;
    expect(second.json().PaymentId).toBe(paymentId);
    expect(third.json()).toMatchObject({ PaymentId: paymentId, Status: 'Succeeded' });
    expect(stripe.intentsFor(paymentId)).toHaveLength(1);
    const creates = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `payment-${paymentId}`,
    );
    expect(creates).toHaveLength(1);
    expect(await countNumbers(client.player.id)).toBe(2);

    // The adapter asked again with the same key (a lost answer): Stripe replays the same intent.
    const provider = t.app.payments.provider('stripe');
    const request = {
      paymentId,
      amountCents: 400,
      currency: 'cad',
      idempotencyKey: `payment-${paymentId}`,
      customerId: null,
      source: { token: 'pm_card_visa' },
      offSession: false,
      saveCard: false,
      description: String(creates[0]?.params.description),
    };
    const again = await provider.charge(request);
    expect(again.reference).toBe(stripe.intentsFor(paymentId)[0]?.id);
    expect(stripe.intentsFor(paymentId)).toHaveLength(1);
    expect(stripe.requests.at(-1)?.replayed).toBe(true);
  });

  it('refuses a webhook whose signature is missing or wrong with 400', async () => {
    const event = stripe.event('payment_intent.succeeded', {
      id: 'pi_x',
      object: 'payment_intent',
    });
    const good = stripe.signed(event);
    const forged = stripe.signed(event, 'whsec_someone_else_000000000000');
    expect((await deliver(forged.payload, forged.headers)).statusCode).toBe(400);
    const tampered = good.payload.replace('payment_intent.succeeded', 'charge.refunded');
    expect((await deliver(tampered, good.headers)).statusCode).toBe(400);
    const unsigned = await deliver(good.payload, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    // An authentic event about an object we do not know is acknowledged and ignored.
    expect((await deliver(good.payload, good.headers)).json()).toEqual({
      Received: true,
      Result: 'ignored',
    });
  });

  it('saves cards through SetupIntents, removes them, and renews subscriptions off-session', async () => {
    const save = async (client: MoneyClient, card: string) => {
      const setup = await client.post('/api/payment-method/setup', ids(client));
      expect(setup.statusCode).toBe(200);
      const secret = setup.json().ClientSecret as string;
      expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
      const setupIntentId = secret.split('_secret_')[0] ?? '';
      stripe.confirmSetupIntent(setupIntentId, card); // what Stripe.js does in the browser
      const added = await client.post('/api/payment-method/add', {
        ...ids(client),
        Token: setupIntentId,
      });
      expect(added.statusCode).toBe(200);
      return added.json() as { Id: string; Brand: string; Last4: string };
    };
    const subscribe = async (card: string) => {
      const client = await moneyClient(t);
      const assigned = await client.post('/api/player-number/assign', {
        ...ids(client),
        Quantity: 2,
      });
      expect(assigned.statusCode).toBe(200);
      const saved = await save(client, card);
      const subscribed = await client.put('/api/player-number-group/subscription', {
        ...ids(client),
        GroupId: assigned.json().PlayerNumberGroup.Id,
        Subscribed: true,
      });
      expect(subscribed.statusCode).toBe(200);
      return { client, saved };
    };

    const game = await t.database.db
      .selectFrom('game_instances')
      .select('game_id')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('games')
      .set({ subscriptions_enabled: true })
      .where('id', '=', game.game_id)
      .execute();

    const good = await subscribe('pm_card_visa');
    expect(good.saved).toMatchObject({ Brand: 'visa', Last4: '4242' });
    const failing = await subscribe('pm_card_chargeCustomerFail');

    // A second card, removed again: detached at Stripe.
    const spare = await save(good.client, 'pm_card_mastercard');
    const removed = await good.client.del(
      `/api/payment-method/${spare.Id}/by-player/${good.client.player.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const detached = stripe.requests.filter((r) => r.path.endsWith('/detach'));
    expect(detached).toHaveLength(1);

    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Drawn' })
      .where('id', '=', instanceId)
      .execute();
    const next = await openNextInstance(t.database.db, game.game_id, 'test');
    expect(next?.opened).toBe(true);
    await Promise.all([runRenewals(t.app), runRenewals(t.app)]);

    const payments = await t.database.db
      .selectFrom('payments')
      .select(['id', 'player_id', 'status', 'kind', 'failure_code'])
      .where('game_instance_id', '=', next?.id ?? '')
      .execute();
    const of = (client: MoneyClient) => payments.filter((p) => p.player_id === client.player.id);
    expect(of(good.client)).toMatchObject([{ kind: 'renewal', status: 'succeeded' }]);
    expect(of(failing.client)).toMatchObject([
      { kind: 'renewal', status: 'failed', failure_code: 'card_declined' },
    ]);
    const renewal = of(good.client)[0]?.id ?? '';
    const create = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `payment-${renewal}`,
    );
    expect(create?.params).toMatchObject({ off_session: 'true', confirm: 'true' });
    expect(stripe.intentsFor(renewal)).toHaveLength(1);
    expect(
      (await mailTo(good.client.player.email)).some((m) => m.subject.includes('receipt')),
    ).toBe(true);
    expect((await mailTo(failing.client.player.email)).length).toBeGreaterThan(0);
  });
});
