import type { AddressInfo } from 'node:net';
import {
  organizationProfileSchema,
  type OrganizationProfile,
} from '@charity/domain/setup/organization-profile';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, testEnv, type TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { createPlayer, testIdentity } from '../identity/fixtures';

let t: TestApp;
let second: App;
let secondDb: Kysely<Database> | null = null;
let organizationId: string;
let owner: Record<string, string>;
const ports: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  // A second node: on PostgreSQL with its own connection pool, as another process would have;
  // the embedded database opens once per process, so there the two share its connection.
  const { databaseUrl } = t.database.options;
  secondDb = databaseUrl ? await createDatabase(t.database.options) : null;
  second = await buildApp({
    env: testEnv(),
    db: secondDb ?? t.database.db,
    identity: testIdentity,
  });
  for (const app of [t.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as AddressInfo).port);
  }
  organizationId = await t.organizationId('goldrush');
  const account = await createPlayer(t.database.db, organizationId, { staffRole: 'owner' });
  owner = await bearerFor(t, 'goldrush', account, true);
});
afterAll(async () => {
  await second.close();
  await secondDb?.destroy();
  await t.close();
});

const url = () => `/api/setup/organization/for-organization/${organizationId}`;
const read = async () =>
  organizationProfileSchema.parse(
    (await t.app.inject({ method: 'GET', url: url(), headers: owner })).json(),
  );
const write = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: url(), headers: owner, payload: payload as object });

describe('organization profile', () => {
  it('changes the settings, audited field by field with before and after', async () => {
    const before = await read();
    const age = before.settings.minimumAge === 19 ? 18 : 19;
    const next: OrganizationProfile = {
      ...before,
      settings: { ...before.settings, minimumAge: age, licenceNumber: 'NSGC-2026-042' },
    };
    const response = await write(next);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(next);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['details', 'actor'])
      .where('organization_id', '=', organizationId)
      .where('action', '=', 'organization.profile-updated')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({
      changes: {
        'settings.minimumAge': { before: before.settings.minimumAge, after: age },
        'settings.licenceNumber': {
          before: before.settings.licenceNumber,
          after: 'NSGC-2026-042',
        },
      },
    });
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await read();
    const bad = {
      ...before,
      theme: { ...before.theme, accent: 'red' },
      settings: { ...before.settings, maxNumbersPerPlayer: 0 },
    };
    const body = expectApiError(await write(bad), 400);
    expect(body.Errors?.map((error) => error.Path).sort()).toEqual([
      'body.settings.maxNumbersPerPlayer',
      'body.theme.accent',
    ]);
    expectApiError(await write({ ...before, secretKey: 'sk_live_x' }), 400);
    expect(await read()).toEqual(before);
  });

  it('is served by another node within a second of the change', async () => {
    const [first = 0, other = 0] = ports;
    const before = await read();
    const maxNumbers = before.settings.maxNumbersPerPlayer + 3;
    const host = owner.host ?? '';
    const authorization = owner.authorization ?? '';
    const get = (path: string) => httpTransport(other)({ method: 'GET', path, headers: { host } });
    const limitPath = `/api/organization/max-numbers-per-player/byid/${organizationId}`;
    // The other node has served the old values (a cache there would now hold them).
    expect(JSON.parse((await get(limitPath)).body)).toEqual({
      MaxNumbersPerPlayer: before.settings.maxNumbersPerPlayer,
    });
    expect(JSON.parse((await get('/api/config')).body)).toMatchObject({
      Organization: { OrganizationName: before.name },
    });
    const changed = await httpTransport(first)({
      method: 'PUT',
      path: url(),
      headers: { host, authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...before,
        name: 'Renamed Gold Rush',
        settings: { ...before.settings, maxNumbersPerPlayer: maxNumbers },
      }),
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    const limit = await get(limitPath);
    const config = await get('/api/config');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(limit.body)).toEqual({ MaxNumbersPerPlayer: maxNumbers });
    expect((JSON.parse(config.body) as { Organization: object }).Organization).toMatchObject({
      OrganizationName: 'Renamed Gold Rush',
    });
  });
});
