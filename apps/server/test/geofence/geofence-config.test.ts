import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { demoFiles } from '../../src/provisioning/demo-organizations';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';

describe('geofence settings in the environment', () => {
  it('reads TRUST_PROXY as a flag or a list of addresses, networks and names', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('defaults the maximum age of a location check to 15 minutes', () => {
    expect(loadEnv({}).LOCATION_CHECK_MAX_AGE_MINUTES).toBe(15);
    expect(loadEnv({ LOCATION_CHECK_MAX_AGE_MINUTES: '5' }).LOCATION_CHECK_MAX_AGE_MINUTES).toBe(5);
    expect(loadEnv({}).GEOIP_DB).toBeUndefined();
  });
});

describe('regions in provisioning files', () => {
  let directory: string;
  const gameYaml = (region: string, lock = true) => `
organizations:
  - slug: regional
    name: Regional
    productName: GoldRush
    theme: { primary: '#000000', primaryContrast: '#ffffff', accent: '#000000', background: '#ffffff', surface: '#ffffff', text: '#000000' }
    settings: { maxNumbersPerPlayer: 5, minimumAge: 19, jurisdiction: CA-NS }
    terms: { termsOfService: t, gameRules: r, privacyPolicy: p }
    ipAllowList: [{ network: 192.0.2.0/24 }]
    games:
      - key: weekly
        type: GoldRush
        name: Weekly
        numberRangeMax: 100
        ticketPriceCents: 200
        winnerSharePercent: 50
        lockPlayersToRegion: ${lock}
        region: ${region}
        schedule: { timeZone: America/Halifax }
`;
  const read = async (yaml: string) => {
    const file = path.join(directory, `${Math.random().toString(36).slice(2)}.yaml`);
    await writeFile(file, yaml);
    return readProvisioningFile(file);
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'charity-regions-'));
    await writeFile(path.join(directory, 'point.geojson'), '{"type":"Point","coordinates":[0,0]}');
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('loads the demo regions from their files, locked', async () => {
    for (const file of demoFiles) {
      const [organization] = (await readProvisioningFile(file)).organizations;
      const game = organization?.games[0];
      expect(game?.lockPlayersToRegion).toBe(true);
      expect(game?.region?.type).toBe('MultiPolygon');
    }
  });

  it('names a missing region file', async () => {
    await expect(read(gameYaml('missing.geojson'))).rejects.toThrow(
      /games\.0\.region: cannot read .*missing\.geojson/,
    );
  });

  it('refuses a region that is not a Polygon or MultiPolygon', async () => {
    await expect(read(gameYaml('point.geojson'))).rejects.toThrow(/games\.0\.region/);
  });

  it('refuses a locked game without a region', async () => {
    await expect(read(gameYaml('null'))).rejects.toThrow(/needs a region/);
    const unlocked = await read(gameYaml('null', false));
    expect(unlocked.organizations[0]?.ipAllowList).toEqual([
      { network: '192.0.2.0/24', note: null },
    ]);
  });
});
