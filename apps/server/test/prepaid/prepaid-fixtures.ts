import { prepaymentsSchema } from '@charity/domain/prepaid/prepaid-api';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cardToken, ids, type MoneyClient } from '../payments/money-fixtures';
import { paymentOf } from '../protection/protection-fixtures';

/** A group of `quantity` numbers assigned free (registration), not played yet. */
export async function assignedGroup(client: MoneyClient, quantity = 1): Promise<string> {
  const assigned = await client.post('/api/player-number/assign', {
    ...ids(client),
    Quantity: quantity,
  });
  expect(assigned.statusCode).toBe(200);
  return (assigned.json() as { PlayerNumberGroup: { Id: string } }).PlayerNumberGroup.Id;
}

export async function prepay(
  client: MoneyClient,
  instanceId: string,
  groupId: string,
  draws: number,
) {
  return client.post('/api/player-number/prepay', {
    ...ids(client),
    GameInstanceId: instanceId,
    GroupId: groupId,
    Draws: draws,
    Payment: { Token: await cardToken(client) },
  });
}

/** Prepays a fresh group for `draws` draws; answers the succeeded charge and its group. */
export async function prepaidGroup(client: MoneyClient, instanceId: string, draws: number) {
  const groupId = await assignedGroup(client);
  const response = await prepay(client, instanceId, groupId, draws);
  expect(response.statusCode).toBe(200);
  const payment = paymentOf(response);
  expect(payment.Status).toBe('Succeeded');
  // The answer says how many draws it pays for (the bank's check names them, issue 28).
  expect(payment.Draws).toBe(draws);
  return { groupId, paymentId: payment.PaymentId, amount: payment.Amount };
}

export async function prepaymentsOf(client: MoneyClient) {
  const response = await client.get(
    `/api/player-number/prepaid/by-player/${client.player.id}/for-organization/${client.player.organizationId}`,
  );
  expect(response.statusCode).toBe(200);
  return prepaymentsSchema.parse(response.json()).Prepayments;
}

export const refundPrepaid = (client: MoneyClient, paymentId: string) =>
  client.post('/api/player-number/prepaid/refund', { ...ids(client), PaymentId: paymentId });

/** What the sandbox processor gave back of a payment's charge. */
export async function sandboxRefunded(t: TestApp, paymentId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('sandbox_charges')
    .select('refunded_cents')
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return Number(row.refunded_cents);
}

/** The instances of a game in which a group is entered (paid). */
export async function entriesOf(t: TestApp, groupId: string) {
  return t.database.db
    .selectFrom('instance_entries')
    .select(['game_instance_id', 'ticket_number', 'paid'])
    .where('group_id', '=', groupId)
    .execute();
}
