import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStats } from '../../src/db/database-stats';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

/**
 * Issue 13: every statement is a round trip, and at a big jackpot's peak the round trips are
 * what the purchase path runs out of. The whole request (the organization of the host, the
 * checks, the one transaction, the receipt mail and the answer) stays within this many: 20,
 * and one for the pot fold that may run meanwhile (it was 38, then 22).
 */
const MOST_STATEMENTS_PER_PURCHASE = 21;

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

async function statementsOf(request: () => Promise<unknown>) {
  const before = databaseStats.statements;
  await request();
  return databaseStats.statements - before;
}

describe('the purchase path asks the database little', () => {
  it(`a card purchase takes at most ${MOST_STATEMENTS_PER_PURCHASE} statements, mail and answer included`, async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    const buy = () =>
      client.post('/api/player-number/purchase', {
        ...ids(client),
        GameInstanceId: instanceId,
        Quantity: 1,
        Payment: { Token: token },
      });
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
});
