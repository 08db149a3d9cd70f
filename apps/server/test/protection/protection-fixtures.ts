import { playerProtectionSchema } from '@charity/domain/api/player-protection';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/test-app';
import { cardToken, ids, type MoneyClient } from '../payments/money-fixtures';

/** Buys `quantity` numbers with a fresh 4242 card token; answers the raw response. */
export async function buy(client: MoneyClient, instanceId: string, quantity = 1) {
  return client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: quantity,
    Payment: { Token: await cardToken(client) },
  });
}

export const protectionUrl = (client: MoneyClient) =>
  `/api/player/protection/by-player/${client.player.id}/for-organization/${client.player.organizationId}`;

/** Moves a player's limit changes back in time, as if `hours` had passed. */
export async function letHoursPass(t: TestApp, client: MoneyClient, hours: number) {
  const shift = hours * 3_600_000;
  const rows = await t.database.db
    .selectFrom('spending_limit_changes')
    .select(['id', 'requested_at', 'effective_at'])
    .where('player_id', '=', client.player.id)
    .execute();
  for (const row of rows) {
    await t.database.db
      .updateTable('spending_limit_changes')
      .set({
        requested_at: new Date(row.requested_at.getTime() - shift),
        effective_at: new Date(row.effective_at.getTime() - shift),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** A protection answer, checked against its schema (never an untyped body). */
export const protectionOf = (response: LightMyRequestResponse) =>
  playerProtectionSchema.parse(response.json());

/** A purchase or play answer, checked against its schema. */
export const paymentOf = (response: LightMyRequestResponse) =>
  paymentResultSchema.parse(response.json());
