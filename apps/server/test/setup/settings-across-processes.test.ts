import { organizationProfileSchema } from '@charity/domain/setup/organization-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startServer, type ServerProcess } from '../crash/server-process';
import { bearerFor } from '../draws/draw-fixtures';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { createPlayer, testIdentity } from '../identity/fixtures';

/**
 * Issue 15, Done-when 4, as production runs it: two server processes on one PostgreSQL
 * database (a process cannot share a PGlite directory, so PostgreSQL only:
 * `DATABASE_URL=postgres://… npm run test:db`). Two apps in one process would share any
 * module-level cache; two processes cannot.
 */
const postgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let bundle: Awaited<ReturnType<typeof buildServer>>;
const nodes: ServerProcess[] = [];
let organizationId: string;
let owner: Record<string, string>;

beforeAll(async () => {
  if (!postgres) return;
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  const account = await createPlayer(t.database.db, organizationId, { staffRole: 'owner' });
  // Signed with the keys in the database, which both processes read.
  owner = await bearerFor(t, 'goldrush', account, true);
  bundle = await buildServer();
  for (let node = 0; node < 2; node += 1) {
    nodes.push(
      await startServer(bundle.entry, {
        DATABASE_URL: t.database.options.databaseUrl ?? '',
        DATABASE_POOL_SIZE: '2',
        LIFECYCLE_INTERVAL_MS: '0',
        JOBS_INTERVAL_MS: '0',
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  if (!postgres) return;
  for (const node of nodes) await node.stop();
  await bundle.remove();
  await t.close();
}, 60_000);

const host = demoHosts.goldrush;
/** One HTTP call to a server process, as the owner (public calls ignore the token). */
const call = (node: ServerProcess | undefined, method: string, path: string, body?: unknown) =>
  httpTransport(node?.port ?? 0)({
    method,
    path,
    headers: {
      host,
      authorization: owner.authorization ?? '',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe.skipIf(!postgres)('a setting changed on one server process', () => {
  it('is served by the other within a second', async () => {
    const [first, other] = nodes;
    const profilePath = `/api/setup/organization/for-organization/${organizationId}`;
    const limitPath = `/api/organization/max-numbers-per-player/byid/${organizationId}`;
    const profile = organizationProfileSchema.parse(
      JSON.parse((await call(first, 'GET', profilePath)).body),
    );
    const limit = () => call(other, 'GET', limitPath).then((answer) => JSON.parse(answer.body));
    const name = () =>
      call(other, 'GET', '/api/config').then(
        (answer) =>
          (JSON.parse(answer.body) as { Organization: { OrganizationName: string } }).Organization
            .OrganizationName,
      );
    // The other process has served the old values (a cache there would hold them now).
    expect(await limit()).toEqual({ MaxNumbersPerPlayer: profile.settings.maxNumbersPerPlayer });
    expect(await name()).toBe(profile.name);

    const maxNumbers = profile.settings.maxNumbersPerPlayer + 5;
    const changed = await call(first, 'PUT', profilePath, {
      ...profile,
      name: 'Gold Rush, renamed on node one',
      settings: { ...profile.settings, maxNumbersPerPlayer: maxNumbers },
    });
    expect(changed.status).toBe(200);
    // The first read after the change already has it: no waiting for a cache to expire.
    const started = Date.now();
    expect(await limit()).toEqual({ MaxNumbersPerPlayer: maxNumbers });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await name()).toBe('Gold Rush, renamed on node one');
  });
});
