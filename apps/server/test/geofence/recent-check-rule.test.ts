import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasRecentSuccessfulLocationCheck,
  jurisdictionOf,
  recordLocationCheck,
  type LocationCheck,
} from '../../src/geofence/location-check.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { currentGameId } from './geofence-fixtures';

let t: TestApp;
let check: LocationCheck;

beforeAll(async () => {
  t = await buildTestApp();
  const organizationId = await t.organizationId('goldrush');
  const player = await createPlayer(t.app.db, organizationId);
  check = {
    organizationId,
    gameId: await currentGameId(t, 'goldrush'),
    playerId: player.id,
    method: 'coordinates',
    inside: true,
    reason: 'region',
    jurisdiction: 'CA-NS',
    ipAddress: '203.0.113.7',
  };
});
afterAll(() => t.close());

const recent = (maxAgeMinutes = 15, gameId = check.gameId) =>
  hasRecentSuccessfulLocationCheck(t.app.db, check.playerId ?? '', gameId, maxAgeMinutes);

/** A check made `minutesAgo` minutes ago, written as the repository would have. */
async function checkedAgo(minutesAgo: number, overrides: Partial<LocationCheck> = {}) {
  const row = { ...check, ...overrides };
  await t.app.db
    .insertInto('location_checks')
    .values({
      organization_id: row.organizationId,
      game_id: row.gameId,
      player_id: row.playerId,
      method: row.method,
      inside: row.inside,
      reason: row.reason,
      jurisdiction: row.jurisdiction,
      ip_address: row.ipAddress,
      checked_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .execute();
}

describe('hasRecentSuccessfulLocationCheck and jurisdictionOf', () => {
  it('say no while the player has no successful check', async () => {
    await recordLocationCheck(t.app.db, { ...check, playerId: null });
    await recordLocationCheck(t.app.db, { ...check, inside: false, jurisdiction: null });
    expect(await recent()).toBe(false);
    expect(await jurisdictionOf(t.app.db, check.playerId ?? '', check.gameId, 15)).toBeNull();
  });

  it('do not count a success older than the maximum age', async () => {
    await checkedAgo(20);
    expect(await recent(15)).toBe(false);
    expect(await recent(30)).toBe(true);
  });

  it('count a recent success for this player and this game only', async () => {
    await recordLocationCheck(t.app.db, check);
    expect(await recent()).toBe(true);
    expect(await recent(15, await currentGameId(t, 'fiftyfifty'))).toBe(false);
    expect(await jurisdictionOf(t.app.db, check.playerId ?? '', check.gameId, 15)).toBe('CA-NS');
  });

  it('answer the jurisdiction of the latest success', async () => {
    await checkedAgo(0, { jurisdiction: 'CA-XX' });
    expect(await jurisdictionOf(t.app.db, check.playerId ?? '', check.gameId, 15)).toBe('CA-XX');
  });
});
