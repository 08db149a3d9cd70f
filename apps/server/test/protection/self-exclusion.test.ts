import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  speaksFrench,
  type MoneyClient,
} from '../payments/money-fixtures';
import { buy, paymentOf, protectionOf, protectionUrl } from './protection-fixtures';
import { prepaidGroup, prepaymentsOf, sandboxRefunded } from '../prepaid/prepaid-fixtures';

// Several card payments a test: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

const exclude = (client: MoneyClient, Period = 'SixMonths') =>
  client.post('/api/player/self-exclusion', { ...ids(client), Period });

async function subscribedGroup(client: MoneyClient): Promise<string> {
  await client.post('/api/payment-method/add', { ...ids(client), Token: await cardToken(client) });
  const bought = await buy(client, instanceId, 1);
  const groupId = paymentOf(bought).PlayerNumberGroups[0]!.Id;
  const subscribed = await client.put('/api/player-number-group/subscription', {
    ...ids(client),
    GroupId: groupId,
    Subscribed: true,
  });
  expect(subscribed.statusCode).toBe(200);
  return groupId;
}

describe('self-exclusion', () => {
  it('refuses purchase, play, assign and subscribe, and cancels auto-play', async () => {
    const client = await moneyClient(t);
    const groupId = await subscribedGroup(client);

    const excluded = await exclude(client);
    expect(excluded.statusCode).toBe(200);
    const { SelfExclusion } = protectionOf(excluded);
    expect(SelfExclusion).toMatchObject({ Period: 'SixMonths', State: 'Excluded' });
    const months =
      (new Date(SelfExclusion?.EndsOn ?? 0).getTime() - Date.now()) / (30 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.2);

    const group = await t.database.db
      .selectFrom('player_number_groups')
      .select(['subscription_status', 'subscription_method_id'])
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group).toEqual({ subscription_status: 0, subscription_method_id: null });

    const refusals = [
      await buy(client, instanceId, 1),
      await client.post('/api/player-number/play', {
        ...ids(client),
        GameInstanceId: instanceId,
        GroupIds: [groupId],
        Payment: { Token: await cardToken(client) },
      }),
      await client.post('/api/player-number/assign', { ...ids(client), Quantity: 1 }),
      await client.put('/api/player-number-group/subscription', {
        ...ids(client),
        GroupId: groupId,
        Subscribed: true,
      }),
    ];
    for (const refusal of refusals) expect(expectApiError(refusal, 403).Code).toBe('SelfExcluded');

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', client.player.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Your self-exclusion from .+ is in place$/),
    );
  });

  it('refunds the prepaid draws not opened yet, once, and tells the player', async () => {
    const client = await moneyClient(t);
    const prepaid = await prepaidGroup(client, instanceId, 3);
    expect((await exclude(client)).statusCode).toBe(200);

    const [prepayment] = await prepaymentsOf(client);
    expect(prepayment?.Draws.map((draw) => draw.Status)).toEqual([
      'Entered',
      'Refunded',
      'Refunded',
    ]);
    expect(prepayment?.RefundedAmount).toBe((prepaid.amount * 2) / 3);
    expect(await sandboxRefunded(t, prepaid.paymentId)).toBe((prepaid.amount * 2) / 3);
    const refunds = await t.database.db
      .selectFrom('prepaid_refunds')
      .select(['reason', 'status', 'draws'])
      .where('payment_id', '=', prepaid.paymentId)
      .execute();
    expect(refunds).toEqual([{ reason: 'self-exclusion', status: 'refunded', draws: 2 }]);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', client.player.email)
      .where('subject', 'like', '%prepaid draws are refunded')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toMatch(/excluded yourself/);
    // A second exclusion is refused and refunds nothing more.
    expect((await exclude(client)).statusCode).toBe(409);
    expect(await sandboxRefunded(t, prepaid.paymentId)).toBe((prepaid.amount * 2) / 3);
  });

  it('cannot be lifted early, shortened or removed, by the player or by staff', async () => {
    const client = await moneyClient(t);
    // A French-speaking player: the confirmation comes in French.
    await speaksFrench(t, client);
    await exclude(client, 'OneYear');
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', client.player.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^.+ : votre auto-exclusion est en place$/);
    expect(mail.text_body).toContain('Vous vous êtes exclu du jeu jusqu’au');
    expectApiError(await exclude(client, 'SixMonths'), 409);
    expectApiError(await client.post('/api/player/self-exclusion/opt-in', ids(client)), 409);
    const admin = await moneyClient(t);
    expectApiError(await admin.post('/api/player/self-exclusion/opt-in', ids(client)), 403);
    // Not even with the database: the table refuses to change an exclusion.
    await expect(
      t.database.db
        .updateTable('self_exclusions')
        .set({ ends_at: new Date() })
        .where('player_id', '=', client.player.id)
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      t.database.db
        .deleteFrom('self_exclusions')
        .where('player_id', '=', client.player.id)
        .execute(),
    ).rejects.toThrow(/never deleted/);
    expect(protectionOf(await client.get(protectionUrl(client))).SelfExclusion?.State).toBe(
      'Excluded',
    );
  });

  it('asks the player to opt back in once the period is over', async () => {
    const client = await moneyClient(t);
    await t.database.db
      .insertInto('self_exclusions')
      .values({
        organization_id: client.player.organizationId,
        player_id: client.player.id,
        period: 'SixMonths',
        starts_at: new Date(Date.now() - 200 * 86_400_000),
        ends_at: new Date(Date.now() - 10 * 86_400_000),
      })
      .execute();
    expect(expectApiError(await buy(client, instanceId, 1), 403).Code).toBe('SelfExclusionEnded');
    const optedIn = await client.post('/api/player/self-exclusion/opt-in', ids(client));
    expect(optedIn.statusCode).toBe(200);
    expect(protectionOf(optedIn).SelfExclusion).toBeNull();
    expect((await buy(client, instanceId, 1)).statusCode).toBe(200);
  });

  it('refuses a bad period and another player', async () => {
    const client = await moneyClient(t);
    const other = await moneyClient(t);
    expectApiError(await exclude(client, 'Forever'), 400);
    expectApiError(
      await client.post('/api/player/self-exclusion', { ...ids(other), Period: 'OneYear' }),
      403,
    );
  });
});
