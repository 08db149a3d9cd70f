import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { runRenewals } from '../../src/subscriptions/renewal-job';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from './money-fixtures';

let t: TestApp;
let gameId: string;

beforeAll(async () => {
  t = await buildMoneyApp();
  const instance = await t.database.db
    .selectFrom('game_instances')
    .select('game_id')
    .where('id', '=', await openInstanceId(t, 'goldrush'))
    .executeTakeFirstOrThrow();
  gameId = instance.game_id;
});
afterAll(() => t.close());

const setSubscriptions = (enabled: boolean) =>
  t.database.db
    .updateTable('games')
    .set({ subscriptions_enabled: enabled })
    .where('id', '=', gameId)
    .execute();

/** A player with two numbers and a saved card, subscribing the group. */
async function subscriber(card: string) {
  const client = await moneyClient(t);
  const assigned = await client.post('/api/player-number/assign', { ...ids(client), Quantity: 2 });
  const groupId = assigned.json().PlayerNumberGroup.Id as string;
  const saved = await client.post('/api/payment-method/add', {
    ...ids(client),
    Token: await cardToken(client, card),
  });
  expect(saved.statusCode).toBe(200);
  const subscribed = await client.put('/api/player-number-group/subscription', {
    ...ids(client),
    GroupId: groupId,
    Subscribed: true,
  });
  expect(subscribed.statusCode).toBe(200);
  expect(
    subscribed
      .json()
      .PlayerNumbers.map((n: { SubscriptionStatus: number }) => n.SubscriptionStatus),
  ).toEqual([1, 1]);
  return { client, groupId };
}

async function groupStatuses(client: MoneyClient, instanceId: string, groupId: string) {
  const response = await client.get(
    `/api/player-number/by-player/${client.player.id}/for-game-instance-in-groups/${instanceId}`,
  );
  expect(response.statusCode).toBe(200);
  const groups = response.json().PlayerNumberGroups as {
    Id: string;
    Paid: boolean;
    PlayerNumbers: { SubscriptionStatus: number }[];
    Subscribed: boolean;
  }[];
  const group = groups.find((g) => g.Id === groupId);
  return {
    paid: group?.Paid,
    statuses: group?.PlayerNumbers.map((n) => n.SubscriptionStatus),
    subscribed: group?.Subscribed,
  };
}

describe('subscriptions', () => {
  it('name the saved card auto-play charges for each group (issue 12)', async () => {
    await setSubscriptions(true);
    const client = await moneyClient(t);
    const assigned = await client.post('/api/player-number/assign', {
      ...ids(client),
      Quantity: 1,
    });
    const groupId = assigned.json().PlayerNumberGroup.Id as string;
    const add = async (card: string) => {
      const saved = await client.post('/api/payment-method/add', {
        ...ids(client),
        Token: await cardToken(client, card),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().Id as string;
    };
    const first = await add('4242424242424242');
    await add('5555555555554444');
    const subscribe = (body: object) =>
      client.put('/api/player-number-group/subscription', {
        ...ids(client),
        GroupId: groupId,
        ...body,
      });

    const on = await subscribe({ Subscribed: true, PaymentMethodId: first });
    expect(on.json()).toMatchObject({ Subscribed: true, SubscriptionPaymentMethodId: first });
    const instanceId = await openInstanceId(t, 'goldrush');
    const listed = await client.get(
      `/api/player-number/by-player/${client.player.id}/for-game-instance-in-groups/${instanceId}`,
    );
    expect(
      listed.json().PlayerNumberGroups.find((g: { Id: string }) => g.Id === groupId),
    ).toMatchObject({ SubscriptionPaymentMethodId: first });

    // Another player's card is not this player's to charge.
    const other = await moneyClient(t);
    const theirs = await other.post('/api/payment-method/add', {
      ...ids(other),
      Token: await cardToken(other, '4242424242424242'),
    });
    expectApiError(await subscribe({ Subscribed: true, PaymentMethodId: theirs.json().Id }), 409);
    expect((await subscribe({ Subscribed: false })).json()).toMatchObject({
      Subscribed: false,
      SubscriptionPaymentMethodId: null,
    });
  });

  it('are refused unless the game offers them', async () => {
    await setSubscriptions(false);
    const client = await moneyClient(t);
    const assigned = await client.post('/api/player-number/assign', {
      ...ids(client),
      Quantity: 1,
    });
    const response = await client.put('/api/player-number-group/subscription', {
      ...ids(client),
      GroupId: assigned.json().PlayerNumberGroup.Id,
      Subscribed: true,
    });
    expectApiError(response, 409);
  });

  it('charge each subscribed group once when the next instance opens, even with two workers', async () => {
    await setSubscriptions(true);
    const good = await subscriber('4242424242424242');
    const failing = await subscriber('4000000000000341');
    const nothingYet = await runRenewals(t.app);
    expect(nothingYet).toBe(0); // subscribed after the current instance started

    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Drawn' })
      .where('game_id', '=', gameId)
      .where('status', '=', 'Open')
      .execute();
    const next = await openNextInstance(t.database.db, gameId, 'test');
    expect(next?.opened).toBe(true);
    const instanceId = next?.id ?? '';

    // Two workers (two app processes would do the same) claim the due renewals at once.
    await Promise.all([runRenewals(t.app), runRenewals(t.app)]);
    await runRenewals(t.app);

    const payments = await t.database.db
      .selectFrom('payments')
      .select(['player_id', 'status', 'kind', 'amount_cents'])
      .where('game_instance_id', '=', instanceId)
      .where('player_id', 'in', [good.client.player.id, failing.client.player.id])
      .orderBy('status', 'desc')
      .execute();
    expect(payments).toEqual([
      { player_id: good.client.player.id, status: 'succeeded', kind: 'renewal', amount_cents: 400 },
      { player_id: failing.client.player.id, status: 'failed', kind: 'renewal', amount_cents: 400 },
    ]);
    expect(await groupStatuses(good.client, instanceId, good.groupId)).toEqual({
      paid: true,
      statuses: [3, 3],
      subscribed: true,
    });
    expect(await groupStatuses(failing.client, instanceId, failing.groupId)).toEqual({
      paid: false,
      statuses: [4, 4],
      subscribed: true,
    });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('to_address', 'in', [good.client.player.email, failing.client.player.email])
      .execute();
    expect(mail.filter((m) => m.to_address === failing.client.player.email)).toHaveLength(1);
    expect(mail.filter((m) => m.to_address === good.client.player.email)).toHaveLength(1);
  });
});
