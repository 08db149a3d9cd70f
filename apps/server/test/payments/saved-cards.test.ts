import {
  addedPaymentMethodSchema,
  paymentResultSchema,
} from '@charity/domain/payments/payment-api';
import { paymentMethodsSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from './money-fixtures';

const VISA = '4242 4242 4242 4242';

async function buyOne(t: TestApp, client: MoneyClient, card: string) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: 1,
    Payment: { Token: await cardToken(client, card), SaveCard: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentResultSchema.parse(response.json());
}

async function savedCards(client: MoneyClient) {
  const response = await client.get(
    `/api/payment-method/by-player/${client.player.id}/for-organization/${client.player.organizationId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return paymentMethodsSchema.parse(response.json()).PaymentMethods;
}

const addCard = async (client: MoneyClient, card: string) =>
  client.post('/api/payment-method/add', { ...ids(client), Token: await cardToken(client, card) });

describe('saved cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildMoneyApp();
  });
  afterAll(() => t.close());

  it('saves the same card once, however many payments or forms name it', async () => {
    const client = await moneyClient(t);
    expect((await buyOne(t, client, VISA)).Status).toBe('Succeeded');
    expect((await buyOne(t, client, VISA)).Status).toBe('Succeeded');
    expect(await savedCards(client)).toHaveLength(1);
    const again = await addCard(client, VISA);
    expect(again.statusCode, again.body).toBe(200);
    const added = addedPaymentMethodSchema.parse(again.json());
    expect(added.AlreadySaved).toBe(true);
    expect((await savedCards(client)).map((card) => card.Id)).toEqual([added.Id]);
    // Another card is another row; the same card for another player is theirs.
    expect(
      addedPaymentMethodSchema.parse((await addCard(client, '5555 5555 5555 4444')).json()),
    ).toMatchObject({ AlreadySaved: false });
    expect(await savedCards(client)).toHaveLength(2);
    const other = await moneyClient(t);
    expect(addedPaymentMethodSchema.parse((await addCard(other, VISA)).json()).AlreadySaved).toBe(
      false,
    );
  });

  it('saves a card only once the processor accepted its payment', async () => {
    const client = await moneyClient(t);
    const waiting = await buyOne(t, client, '4000 0025 0000 3155');
    expect(waiting.Status).toBe('RequiresAction');
    expect(await savedCards(client)).toEqual([]);
    const chargeId = waiting.NextActionUrl?.split('/').pop() ?? '';
    await client.post(`/api/payments/sandbox/confirm/${chargeId}`, {});
    expect(await savedCards(client)).toHaveLength(1);

    const abandoned = await moneyClient(t);
    const unpaid = await buyOne(t, abandoned, '4000 0025 0000 3155');
    await abandoned.post(
      `/api/payment/by-player/${abandoned.player.id}/cancel/${unpaid.PaymentId}`,
      {},
    );
    expect(await savedCards(abandoned)).toEqual([]);
    expect((await buyOne(t, abandoned, '4000 0000 0000 0002')).Status).toBe('Failed');
    expect(await savedCards(abandoned)).toEqual([]);
  });

  it('refuses to save the always-declining card, and says why', async () => {
    const client = await moneyClient(t);
    const refused = await addCard(client, '4000 0000 0000 0002');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Code: 'BadRequest',
      Message: 'Your card was declined. Please use another card.',
    });
    expect(await savedCards(client)).toEqual([]);
  });
});
