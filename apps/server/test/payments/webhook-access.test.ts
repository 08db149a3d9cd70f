import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxPayload } from '../../src/payments/sandbox/sandbox-signature';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  instancePot,
  moneyClient,
  openInstanceId,
} from './money-fixtures';

const SECRET = 'test-webhook-secret-0123456789';
let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  // Asynchronous settlement, as in production: the charge stays Processing until the webhook.
  t = await buildMoneyApp({
    SANDBOX_SETTLEMENT: 'async',
    SANDBOX_SETTLE_DELAY_MS: 60_000,
    SANDBOX_WEBHOOK_SECRET: SECRET,
  });
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

const webhook = (event: object, secret = SECRET) => {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxPayload(secret, body),
    },
  });
};
const event = (type: string, paymentId: string, charge: string, id = `evt_${randomUUID()}`) => ({
  id,
  type,
  data: { charge, payment_id: paymentId, failure_code: null },
});

async function processingPurchase() {
  const client = await moneyClient(t);
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: 2,
    Payment: { Token: await cardToken(client) },
  });
  const result = response.json();
  expect(result.Status).toBe('Processing');
  expect(result.PlayerNumberGroups[0].PlayerNumbers[0].SubscriptionStatus).toBe(2);
  const payment = await t.database.db
    .selectFrom('payments')
    .select(['provider_reference', 'amount_cents'])
    .where('id', '=', result.PaymentId)
    .executeTakeFirstOrThrow();
  return {
    client,
    paymentId: result.PaymentId as string,
    charge: payment.provider_reference ?? '',
  };
}

const pot = () => instancePot(t, instanceId);

describe('payment webhooks', () => {
  it('settles once: a replayed event and a late processing event change nothing', async () => {
    const { client, paymentId, charge } = await processingPurchase();
    const before = await pot();
    const succeeded = event('payment.succeeded', paymentId, charge);
    expect((await webhook(succeeded)).json()).toEqual({ Received: true, Result: 'applied' });
    expect((await webhook(succeeded)).json()).toEqual({ Received: true, Result: 'duplicate' });
    expect((await webhook(event('payment.processing', paymentId, charge))).json().Result).toBe(
      'unchanged',
    );
    expect((await webhook(event('payment.failed', paymentId, charge))).json().Result).toBe(
      'unchanged',
    );
    expect(await pot()).toBe(before + 400);
    const status = await client.get(
      `/api/payment/by-player/${client.player.id}/status/${paymentId}`,
    );
    expect(status.json()).toMatchObject({
      Status: 'Succeeded',
      PlayerNumberGroups: [{ Paid: true }],
    });
    const receipts = await t.database.db
      .selectFrom('receipts')
      .select('id')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('a failure first, then a late success: the numbers stay released', async () => {
    const { client, paymentId, charge } = await processingPurchase();
    await webhook(event('payment.failed', paymentId, charge));
    expect((await webhook(event('payment.succeeded', paymentId, charge))).json().Result).toBe(
      'unchanged',
    );
    const numbers = await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(numbers).toEqual([]);
  });

  it('refuses an unsigned or forged event', async () => {
    const { paymentId, charge } = await processingPurchase();
    expectApiError(
      await webhook(event('payment.succeeded', paymentId, charge), 'another-secret-0123456789'),
      400,
    );
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: { id: 'x' },
    });
    expectApiError(bare, 400);
  });
});

describe('a player reaches only their own numbers and payments', () => {
  it("cannot see, play or subscribe another player's groups", async () => {
    const owner = await moneyClient(t);
    const other = await moneyClient(t);
    const assigned = await owner.post('/api/player-number/assign', { ...ids(owner), Quantity: 2 });
    const groupId = assigned.json().PlayerNumberGroup.Id as string;

    expectApiError(
      await other.get(
        `/api/player-number/by-player/${owner.player.id}/for-game-instance-in-groups/${instanceId}`,
      ),
      403,
    );
    expectApiError(
      await other.get(
        `/api/player-number/by-player/${owner.player.id}/for-organization/${owner.player.organizationId}`,
      ),
      403,
    );
    const play = await other.post('/api/player-number/play', {
      ...ids(other),
      GameInstanceId: instanceId,
      GroupIds: [groupId],
      Payment: { Token: await cardToken(other) },
    });
    expectApiError(play, 404);
    const playAs = await other.post('/api/player-number/play', {
      ...ids(owner),
      GameInstanceId: instanceId,
      GroupIds: [groupId],
      Payment: { Token: 'tok_x' },
    });
    expectApiError(playAs, 403);
    expectApiError(
      await other.put('/api/player-number-group/subscription', {
        ...ids(other),
        GroupId: groupId,
        Subscribed: true,
      }),
      404,
    );
    expectApiError(
      await other.put('/api/player-number-group/subscription', {
        ...ids(owner),
        GroupId: groupId,
        Subscribed: true,
      }),
      403,
    );

    const own = await owner.get(
      `/api/player-number/by-player/${owner.player.id}/for-game-instance-in-groups/${instanceId}`,
    );
    expect(own.json().PlayerNumberGroups).toHaveLength(1);
    expect(own.json().PlayerNumberGroups[0]).toMatchObject({ Id: groupId, Paid: false });
  });

  it('answers NoGameInstance when the organization has no current game', async () => {
    const client = await moneyClient(t, 'fiftyfifty');
    await t.database.db
      .updateTable('organizations')
      .set({ current_game_id: null })
      .where('id', '=', client.player.organizationId)
      .execute();
    const response = await client.get(
      `/api/player-number/by-player/${client.player.id}/for-organization/${client.player.organizationId}`,
    );
    expect(expectApiError(response, 404).Code).toBe('NoGameInstance');
  });
});
