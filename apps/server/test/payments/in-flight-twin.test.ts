import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  // A slow processor: the charge stays Processing for the whole test.
  t = await buildMoneyApp({ SANDBOX_SETTLEMENT: 'async', SANDBOX_SETTLE_DELAY_MS: 60_000 });
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

const paymentsOf = (playerId: string) =>
  t.database.db.selectFrom('payments').select('id').where('player_id', '=', playerId).execute();

describe('an identical purchase while the first is still being paid for', () => {
  it('a reload (same key, card tokenized again) and a second tab (new key) get the payment in flight', async () => {
    const client = await moneyClient(t);
    const body = { ...ids(client), GameInstanceId: instanceId, Quantity: 2, TicketNumbers: [] };
    const key = randomUUID();
    const first = await client.post(
      '/api/player-number/purchase',
      { ...body, Payment: { Token: await cardToken(client) } },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Status).toBe('Processing');
    const reload = await client.post(
      '/api/player-number/purchase',
      { ...body, Payment: { Token: await cardToken(client) } },
      key,
    );
    const secondTab = await client.post(
      '/api/player-number/purchase',
      { ...body, Payment: { Token: await cardToken(client) } },
      randomUUID(),
    );
    expect(reload.json().PaymentId).toBe(first.json().PaymentId);
    expect(secondTab.json().PaymentId).toBe(first.json().PaymentId);
    expect(await paymentsOf(client.player.id)).toHaveLength(1);
  });

  it('a different purchase is a new payment', async () => {
    const client = await moneyClient(t);
    const body = { ...ids(client), GameInstanceId: instanceId, TicketNumbers: [] };
    await client.post('/api/player-number/purchase', {
      ...body,
      Quantity: 1,
      Payment: { Token: await cardToken(client) },
    });
    const other = await client.post('/api/player-number/purchase', {
      ...body,
      Quantity: 3,
      Payment: { Token: await cardToken(client) },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await paymentsOf(client.player.id)).toHaveLength(2);
  });
});
