import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { currentGameId, latestCheck, verify } from './geofence-fixtures';

let t: TestApp;
let goldrush: string;
let fiftyfifty: string;

beforeAll(async () => {
  t = await buildTestApp();
  goldrush = await currentGameId(t, 'goldrush');
  fiftyfifty = await currentGameId(t, 'fiftyfifty');
});
afterAll(() => t.close());

const coordinates = (GameId: string, Latitude: unknown, Longitude: unknown) =>
  verify(t, 'coordinates', { GameId, Latitude, Longitude });

describe('POST /api/game/verify-coordinates-are-within-geofence', () => {
  it('answers IsSuccess true inside the game’s region and false outside', async () => {
    const sydney = await coordinates(goldrush, 46.136, -60.195);
    expect(sydney.statusCode).toBe(200);
    expect(sydney.json()).toEqual({ IsSuccess: true });
    expect((await coordinates(goldrush, 46.09, -64.78)).json()).toEqual({ IsSuccess: false });
    expect((await coordinates(fiftyfifty, 43.6532, -79.3832)).json()).toEqual({ IsSuccess: true });
    expect((await coordinates(fiftyfifty, 42.3314, -83.0458)).json()).toEqual({ IsSuccess: false });
  });

  it.each([
    ['a latitude beyond 90', 90.5, -63],
    ['a longitude beyond -180', 45, -180.5],
    ['text for a number', '45.1', -63],
    ['a missing longitude', 45, undefined],
    ['null', null, null],
  ])('refuses %s with 400', async (_name, latitude, longitude) => {
    const body = expectApiError(await coordinates(goldrush, latitude, longitude), 400);
    expect(body.Errors?.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown game', async () => {
    expectApiError(await coordinates('00000000-0000-4000-8000-000000000000', 45, -63), 404);
  });

  it('records the check and audits it, without the coordinates', async () => {
    await coordinates(goldrush, 44.6488, -63.5752);
    const check = await latestCheck(t);
    expect(check).toMatchObject({
      game_id: goldrush,
      method: 'coordinates',
      inside: true,
      reason: 'region',
      jurisdiction: 'CA-NS',
      player_id: null,
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_type', 'subject_id', 'details'])
      .where('action', 'like', 'location.%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor: 'anonymous',
      action: 'location.check-passed',
      subject_type: 'game',
      subject_id: goldrush,
      details: { locationCheckId: check.id, method: 'coordinates', jurisdiction: 'CA-NS' },
    });
    expect(JSON.stringify(audit.details)).not.toContain('44.64');
  });
});

describe('the rate limit', () => {
  it('answers 429 after 120 checks from one address in a minute', async () => {
    const body = { GameId: goldrush, Latitude: 45, Longitude: -63 };
    const from = { remoteAddress: '203.0.113.99' };
    for (let call = 0; call < 120; call += 1) {
      expect((await verify(t, 'coordinates', body, from)).statusCode).toBe(200);
    }
    expectApiError(await verify(t, 'coordinates', body, from), 429);
    expect(
      (await verify(t, 'coordinates', body, { remoteAddress: '203.0.113.98' })).statusCode,
    ).toBe(200);
  });
});
