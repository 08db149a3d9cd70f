import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { accessTokenFor, createPlayer, testIdentity } from '../identity/fixtures';
import { currentGameId, latestCheck, verify } from './geofence-fixtures';

let t: TestApp;
let token: string;
let playerId: string;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  const player = await createPlayer(t.app.db, await t.organizationId('goldrush'));
  playerId = player.id;
  token = await accessTokenFor(t, 'goldrush', player);
});
afterAll(() => t.close());

const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });

describe('geofence calls with an access token', () => {
  it('record the signed-in player with the check and in the audit log', async () => {
    const gameId = await currentGameId(t, 'goldrush');
    const response = await verify(t, 'ip', { IpAddress: '', GameId: gameId }, bearer(token));
    expect(response.json()).toEqual({ IpIsInGeofence: true });
    expect(await latestCheck(t)).toMatchObject({ player_id: playerId, inside: true });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'location.check-passed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(playerId);
  });

  it('refuse another organization’s game (403) and an invalid token (401)', async () => {
    const other = await currentGameId(t, 'fiftyfifty');
    const body = { GameId: other, Latitude: 43.65, Longitude: -79.38 };
    expectApiError(await verify(t, 'coordinates', body, bearer(token)), 403);
    expectApiError(await verify(t, 'coordinates', body, bearer('not.a.token')), 401);
  });
});
