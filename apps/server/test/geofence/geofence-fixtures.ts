import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { demoHosts, type TestApp } from '../helpers/test-app';
import { buildMmdb, type MmdbValue } from '../helpers/mmdb-writer';

/** Documentation ranges (RFC 5737, RFC 3849) placed where the tests need them. */
export const addresses = {
  halifax: '203.0.113.7',
  toronto: '198.51.100.7',
  moncton: '192.0.2.200',
  halifaxV6: '2001:db8:ca::7',
  /** A private address that the (test) IP database claims is in Nova Scotia. */
  privateInDatabase: '10.9.9.9',
  trustedProxy: '10.0.0.1',
} as const;

const city = (subdivision: string, latitude: number, longitude: number): MmdbValue => ({
  country: { iso_code: 'CA', names: { en: 'Canada' } },
  subdivisions: [{ iso_code: subdivision }],
  location: { latitude, longitude, accuracy_radius: 20 },
});

/** A GeoIP2-City-shaped database built here, written to a temporary file. */
export async function writeTestIpDatabase(): Promise<{
  file: string;
  remove: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'charity-geoip-'));
  const file = path.join(directory, 'test-city.mmdb');
  const halifax = city('NS', 44.6488, -63.5752);
  await writeFile(
    file,
    buildMmdb([
      { network: '203.0.113.0/24', data: halifax },
      { network: '198.51.100.0/24', data: city('ON', 43.6532, -79.3832) },
      { network: '192.0.2.0/24', data: city('NB', 46.09, -64.78) },
      { network: '2001:db8:ca::/48', data: halifax },
      { network: '10.9.9.0/24', data: halifax },
    ]),
  );
  return { file, remove: () => rm(directory, { recursive: true, force: true }) };
}

export async function currentGameId(t: TestApp, slug: keyof typeof demoHosts): Promise<string> {
  const { current_game_id } = await t.app.db
    .selectFrom('organizations')
    .select('current_game_id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  if (!current_game_id) throw new Error(`${slug} has no current game`);
  return current_game_id;
}

type Extra = Pick<InjectOptions, 'remoteAddress'> & { headers?: Record<string, string> };

/** POST a geofence call as the demo organization's page would, from a given address. */
export function verify(
  t: TestApp,
  call: 'ip' | 'coordinates',
  payload: object,
  { remoteAddress = '127.0.0.1', headers = {} }: Extra = {},
): Promise<LightMyRequestResponse> {
  const url =
    call === 'ip'
      ? '/api/game/verify-ip-is-within-geofence'
      : '/api/game/verify-coordinates-are-within-geofence';
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host: demoHosts.goldrush, ...headers },
    payload,
  });
}

export function latestCheck(t: TestApp) {
  return t.app.db
    .selectFrom('location_checks')
    .selectAll()
    .orderBy('checked_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}
