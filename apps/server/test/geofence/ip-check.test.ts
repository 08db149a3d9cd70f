import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  addresses,
  currentGameId,
  latestCheck,
  verify,
  writeTestIpDatabase,
} from './geofence-fixtures';

let t: TestApp;
let removeDatabase: () => Promise<void>;
let goldrush: string;
let fiftyfifty: string;

beforeAll(async () => {
  const ipDatabase = await writeTestIpDatabase();
  removeDatabase = ipDatabase.remove;
  t = await buildTestApp({
    env: { GEOIP_DB: ipDatabase.file, TRUST_PROXY: `${addresses.trustedProxy},loopback` },
  });
  goldrush = await currentGameId(t, 'goldrush');
  fiftyfifty = await currentGameId(t, 'fiftyfifty');
});
afterAll(async () => {
  await t.close();
  await removeDatabase();
});

const ipIsInside = async (gameId: string, remoteAddress: string, headers = {}) => {
  const response = await verify(
    t,
    'ip',
    { IpAddress: '', GameId: gameId },
    { remoteAddress, headers },
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { IpIsInGeofence: boolean }).IpIsInGeofence;
};

describe('POST /api/game/verify-ip-is-within-geofence through the IP database', () => {
  it('places an address in its province', async () => {
    expect(await ipIsInside(goldrush, addresses.halifax)).toBe(true);
    expect(await ipIsInside(fiftyfifty, addresses.halifax)).toBe(false);
    expect(await ipIsInside(fiftyfifty, addresses.toronto)).toBe(true);
    expect(await ipIsInside(goldrush, addresses.moncton)).toBe(false);
  });

  it('reads IPv6 and IPv4-mapped IPv6 addresses', async () => {
    expect(await ipIsInside(goldrush, addresses.halifaxV6)).toBe(true);
    expect(await ipIsInside(goldrush, `::ffff:${addresses.halifax}`)).toBe(true);
  });

  it('records where an address outside was placed', async () => {
    expect(await ipIsInside(goldrush, addresses.toronto)).toBe(false);
    expect(await latestCheck(t)).toMatchObject({
      method: 'ip',
      inside: false,
      reason: 'ip-database',
      jurisdiction: 'CA-ON',
      ip_address: addresses.toronto,
      player_id: null,
    });
  });

  it('never puts a private address inside, whatever the database says', async () => {
    expect(await ipIsInside(goldrush, addresses.privateInDatabase)).toBe(false);
    expect((await latestCheck(t)).reason).toBe('non-public-address');
  });

  it('answers outside for an address the database does not know', async () => {
    expect(await ipIsInside(goldrush, '203.0.114.1')).toBe(false);
    expect((await latestCheck(t)).reason).toBe('ip-not-found');
  });
});

describe('the organization allow list', () => {
  it('lets loopback into the demo goldrush game only (demo/goldrush.yaml)', async () => {
    expect(await ipIsInside(goldrush, '127.0.0.1')).toBe(true);
    expect((await latestCheck(t)).reason).toBe('allow-list');
    expect(await ipIsInside(goldrush, '::1')).toBe(true);
    expect(await ipIsInside(fiftyfifty, '127.0.0.1')).toBe(false);
  });

  it('puts an allow-listed network inside, before the IP database', async () => {
    const organizationId = await t.organizationId('fiftyfifty');
    await t.app.db
      .insertInto('geofence_ip_allow_list')
      .values({ organization_id: organizationId, network: '192.0.2.16/28', note: 'office' })
      .execute();
    // 192.0.2.0/24 is New Brunswick in the IP database.
    expect(await ipIsInside(fiftyfifty, '192.0.2.20')).toBe(true);
    expect(await ipIsInside(fiftyfifty, '192.0.2.100')).toBe(false);
    expect(await ipIsInside(goldrush, '192.0.2.20')).toBe(false);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const spoofed = { 'x-forwarded-for': addresses.toronto };
    expect(await ipIsInside(fiftyfifty, addresses.moncton, spoofed)).toBe(false);
    expect((await latestCheck(t)).ip_address).toBe(addresses.moncton);
  });

  it('honours X-Forwarded-For from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-for': addresses.toronto };
    expect(await ipIsInside(fiftyfifty, addresses.trustedProxy, forwarded)).toBe(true);
    expect((await latestCheck(t)).ip_address).toBe(addresses.toronto);
  });

  it('takes the last untrusted hop, not an address the client wrote itself', async () => {
    const chain = { 'x-forwarded-for': `${addresses.toronto}, ${addresses.moncton}` };
    expect(await ipIsInside(fiftyfifty, addresses.trustedProxy, chain)).toBe(false);
    expect((await latestCheck(t)).ip_address).toBe(addresses.moncton);
  });
});

describe('request validation', () => {
  it('refuses an IpAddress other than the caller’s own', async () => {
    const body = { IpAddress: addresses.toronto, GameId: fiftyfifty };
    expectApiError(await verify(t, 'ip', body, { remoteAddress: addresses.moncton }), 400);
    const own = { IpAddress: addresses.toronto, GameId: fiftyfifty };
    const response = await verify(t, 'ip', own, { remoteAddress: addresses.toronto });
    expect(response.json()).toEqual({ IpIsInGeofence: true });
  });

  it('answers 404 for an unknown game and 400 for a malformed id', async () => {
    const unknown = { IpAddress: '', GameId: '00000000-0000-4000-8000-000000000000' };
    expectApiError(await verify(t, 'ip', unknown), 404);
    expectApiError(await verify(t, 'ip', { IpAddress: '', GameId: 'goldrush' }), 400);
    expectApiError(await verify(t, 'ip', { GameId: goldrush }), 400);
  });
});
