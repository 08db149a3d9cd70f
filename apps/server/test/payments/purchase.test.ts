import { randomUUID } from 'node:crypto';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

const count = async (table: 'payments' | 'player_numbers' | 'receipts', playerId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('purchase numbers', () => {
  it('assigns and pays in one step, with a receipt mailed and audited', async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const response = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 3,
      TicketNumbers: [77],
      Payment: { Token: token },
    });
    expect(response.statusCode).toBe(200);
    const result = paymentResultSchema.parse(response.json());
    expect(result.Status).toBe('Succeeded');
    expect(result.Amount).toBe(600);
    const group = result.PlayerNumberGroups[0];
    expect(group?.Paid).toBe(true);
    expect(group?.PlayerNumbers.map((n) => n.TicketNumber)).toContain(77);
    expect(group?.PlayerNumbers.every((n) => n.SubscriptionStatus === 3)).toBe(true);

    const receipt = await client.get(
      `/api/payment/by-player/${client.player.id}/receipt/${result.PaymentId}`,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      Amount: 600,
      Jurisdiction: expect.any(String),
      TicketNumbers: group?.PlayerNumbers.map((n) => n.TicketNumber),
    });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', client.player.email)
      .execute();
    expect(
      mail.some((m) => m.subject.includes('receipt') && m.text_body.includes('Numbers:')),
    ).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', result.PaymentId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['sale']);
  });

  it('replays a retried purchase: one charge, one set of numbers, the same answer', async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const key = randomUUID();
    const body = {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 2,
      Payment: { Token: token },
    };
    const [first, second] = await Promise.all([
      client.post('/api/player-number/purchase', body, key),
      client.post('/api/player-number/purchase', body, key),
    ]);
    const third = await client.post('/api/player-number/purchase', body, key);
    expect(first.statusCode).toBe(200);
    expect(second.json().PaymentId).toBe(first.json().PaymentId);
    const numbersOf = (r: typeof first) =>
      r
        .json()
        .PlayerNumberGroups[0].PlayerNumbers.map((n: { TicketNumber: number }) => n.TicketNumber);
    // A retry during the charge sees it Processing; once settled, the replay is the final answer.
    expect(numbersOf(second)).toEqual(numbersOf(first));
    expect(third.json()).toMatchObject({ PaymentId: first.json().PaymentId, Status: 'Succeeded' });
    expect(numbersOf(third)).toEqual(numbersOf(first));
    expect(await count('payments', client.player.id)).toBe(1);
    expect(await count('player_numbers', client.player.id)).toBe(2);
    const charges = await t.database.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('payment_id', '=', first.json().PaymentId)
      .execute();
    expect(charges).toHaveLength(1);

    const changed = await client.post('/api/player-number/purchase', { ...body, Quantity: 1 }, key);
    expectApiError(changed, 409);
  });

  it('keeps no numbers and nothing paid when the card is declined', async () => {
    const client = await moneyClient(t);
    for (const card of ['4000000000000002', '4000000000009995']) {
      const token = await cardToken(client, card);
      const response = await client.post('/api/player-number/purchase', {
        ...ids(client),
        GameInstanceId: instanceId,
        Quantity: 2,
        Payment: { Token: token },
      });
      const result = paymentResultSchema.parse(response.json());
      expect(result.Status).toBe('Failed');
      expect(result.FailureMessage).toMatch(/declined|insufficient/);
      expect(result.PlayerNumberGroups).toEqual([]);
    }
    expect(await count('player_numbers', client.player.id)).toBe(0);
    expect(await count('receipts', client.player.id)).toBe(0);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'sale-failed')
      .where('actor', '=', 'system')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses more than MaxNumbersPerPlayer (10 for goldrush) with a 409', async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const ok = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 8,
      Payment: { Token: token },
    });
    expect(ok.json().Status).toBe('Succeeded');
    const over = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 3,
      Payment: { Token: token },
    });
    expect(expectApiError(over, 409).Message).toMatch(/at most 10/);
    expect(await count('player_numbers', client.player.id)).toBe(8);
  });

  it('answers 409 when a requested number is taken, and keeps nothing', async () => {
    const a = await moneyClient(t);
    const b = await moneyClient(t);
    await a.post('/api/player-number/assign', { ...ids(a), Quantity: 1, TicketNumbers: [4321] });
    const response = await b.post('/api/player-number/purchase', {
      ...ids(b),
      GameInstanceId: instanceId,
      Quantity: 2,
      TicketNumbers: [4321],
      Payment: { Token: await cardToken(b) },
    });
    expect(expectApiError(response, 409).Message).toMatch(/4321/);
    expect(await count('player_numbers', b.player.id)).toBe(0);
  });

  it('refuses payment for a closed instance', async () => {
    const client = await moneyClient(t);
    await t.database.db
      .updateTable('game_instances')
      .set({ sales_close_at: new Date(Date.now() - 1000) })
      .where('id', '=', instanceId)
      .execute();
    try {
      const response = await client.post('/api/player-number/purchase', {
        ...ids(client),
        GameInstanceId: instanceId,
        Quantity: 1,
        Payment: { Token: await cardToken(client) },
      });
      expectApiError(response, 409);
      expect(await count('player_numbers', client.player.id)).toBe(0);
    } finally {
      await t.database.db
        .updateTable('game_instances')
        .set({ sales_close_at: new Date(Date.now() + 86_400_000) })
        .where('id', '=', instanceId)
        .execute();
    }
  });

  it('needs an Idempotency-Key and a bearer token', async () => {
    const client = await moneyClient(t);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/player-number/purchase',
      headers: { host: 'goldrush.localhost' },
      payload: {},
    });
    expectApiError(noKey, 401);
    const assign = await client.post(
      '/api/player-number/assign',
      { ...ids(client), Quantity: 1 },
      'short',
    );
    expectApiError(assign, 400);
  });
});
