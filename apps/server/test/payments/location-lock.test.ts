import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLocationCheck } from '../../src/geofence/location-check.repository';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, cardToken, ids, moneyClient, openInstanceId } from './money-fixtures';

let t: TestApp;
let instanceId: string;
let gameId: string;
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [-66, 43],
      [-59, 43],
      [-59, 47],
      [-66, 47],
      [-66, 43],
    ],
  ],
};

beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
  const game = await t.database.db
    .selectFrom('game_instances')
    .select('game_id')
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  gameId = game.game_id;
  await t.database.db
    .updateTable('games')
    .set({ lock_players_to_region: true, region_geojson: JSON.stringify(square) })
    .where('id', '=', gameId)
    .execute();
});
afterAll(() => t.close());

describe('a region-locked game', () => {
  it('refuses purchase and play without a recent successful location check (403)', async () => {
    const client = await moneyClient(t, 'goldrush', { located: false });
    const assigned = await client.post('/api/player-number/assign', {
      ...ids(client),
      Quantity: 1,
    });
    const groupId = assigned.json().PlayerNumberGroup.Id as string;
    const payment = { Token: await cardToken(client) };
    const purchase = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 1,
      Payment: payment,
    });
    expect(expectApiError(purchase, 403).Code).toBe('LocationRequired');
    const play = await client.post('/api/player-number/play', {
      ...ids(client),
      GameInstanceId: instanceId,
      GroupIds: [groupId],
      Payment: payment,
    });
    expect(expectApiError(play, 403).Code).toBe('LocationRequired');
    const payments = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(payments).toEqual([]);
  });

  it('sells once the player passed a check, and not on a failed one', async () => {
    const client = await moneyClient(t, 'goldrush', { located: false });
    const check = {
      organizationId: client.player.organizationId,
      gameId,
      playerId: client.player.id,
      method: 'coordinates' as const,
      reason: 'region',
      jurisdiction: 'CA-NS',
      ipAddress: null,
    };
    await recordLocationCheck(t.database.db, { ...check, inside: false, jurisdiction: null });
    const body = { ...ids(client), GameInstanceId: instanceId, Quantity: 1 };
    const refused = await client.post('/api/player-number/purchase', {
      ...body,
      Payment: { Token: await cardToken(client) },
    });
    expectApiError(refused, 403);
    await recordLocationCheck(t.database.db, { ...check, inside: true });
    const bought = await client.post('/api/player-number/purchase', {
      ...body,
      Payment: { Token: await cardToken(client) },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().Status).toBe('Succeeded');
  });
});
