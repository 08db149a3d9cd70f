import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStats } from '../../src/db/database-stats';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';
import type { MoneyClient } from './money-fixtures';

/**
 * Issue 13: every statement is a round trip, and at a big jackpot's peak the round trips are
 * what the purchase path runs out of. The whole request (the organization of the host, the
 * checks, the one transaction, the receipt mail and the answer) stays within this many: 15,
 * and one for the pot fold that may run meanwhile (it was 38, then 22, then 19).
 */
const MOST_STATEMENTS_PER_PURCHASE = 16;

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

const purchase = (client: MoneyClient, token: string, quantity: number) =>
  client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: quantity,
    Payment: { Token: token },
  });

async function statementsOf(request: () => Promise<unknown>) {
  const before = databaseStats.statements;
  await request();
  return databaseStats.statements - before;
}

describe('the purchase path asks the database little', () => {
  it(`a card purchase takes at most ${MOST_STATEMENTS_PER_PURCHASE} statements, mail and answer included`, async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const buy = () => purchase(client, token, 1);
    // The first request of a player warms what a process keeps (the verified token).
    expect((await buy()).statusCode).toBe(200);
    let response: Awaited<ReturnType<typeof buy>> | undefined;
    const statements = await statementsOf(async () => {
      response = await buy();
    });
    expect(response?.statusCode).toBe(200);
    const result = paymentResultSchema.parse(response?.json());
    expect(result.Status).toBe('Succeeded');
    expect(result.PlayerNumberGroups[0]?.Paid).toBe(true);
    expect(statements).toBeLessThanOrEqual(MOST_STATEMENTS_PER_PURCHASE);
  });

  it('answers with the numbers as they were stored, without reading them back', async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const response = await purchase(client, token, 3);
    expect(response.statusCode).toBe(200);
    const answered = paymentResultSchema.parse(response.json());
    const polled = await client.get(
      `/api/payment/by-player/${client.player.id}/status/${answered.PaymentId}`,
    );
    expect(polled.statusCode).toBe(200);
    expect(answered).toEqual(paymentResultSchema.parse(polled.json()));
    expect(answered.PlayerNumberGroups[0]?.PlayerNumbers).toHaveLength(3);
  });
});
