import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

/** Issue 28: the sandbox honours Stripe's published test cards, not only 4242 and 3155. */
describe("Stripe's test cards in the sandbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildMoneyApp();
  });
  afterAll(() => t.close());

  async function pay(card: string) {
    const client = await moneyClient(t);
    const response = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: await openInstanceId(t, client.slug),
      Quantity: 1,
      Payment: { Token: await cardToken(client, card) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return paymentResultSchema.parse(response.json());
  }

  it.each([
    ['4000 0027 6000 3184', 'RequiresAction'],
    ['4000 0000 0000 3220', 'RequiresAction'],
    ['4111 1111 1111 1111', 'Succeeded'],
    ['3782 822463 10005', 'Succeeded'],
    ['4000 0000 0000 3055', 'Succeeded'],
  ])('%s answers %s', async (card, status) => {
    expect((await pay(card)).Status).toBe(status);
  });

  it.each([
    ['4000 0000 0000 9987', /declined/],
    ['4000 0000 0000 0069', /expired/],
    ['4000 0000 0000 0127', /security code/],
  ])('%s is declined with its reason', async (card, message) => {
    const result = await pay(card);
    expect(result.Status).toBe('Failed');
    expect(result.FailureMessage).toMatch(message);
  });
});
