import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundleServer, serverDir } from '../../scripts/bundle-server';
import { startServer, type ServerProcess } from '../crash/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * `npm run build:server` then `npm run start:prod`: the bundle, one folder below apps/server
 * as apps/server/dist/server.mjs is, started with plain node, finds its own files (package
 * version, demo organizations, assets) and serves.
 */
const entry = path.join(serverDir, 'dist', `production-test-${process.pid}.mjs`);
let server: ServerProcess | undefined;
let database: TestDatabase | undefined;
const onPostgres = Boolean(process.env.DATABASE_URL);

afterAll(async () => {
  await server?.stop();
  // The embedded copy was closed for the server: only its folder is left to remove.
  if (onPostgres) await database?.drop();
  else if (database)
    await rm(path.dirname(database.options.dataDir), { recursive: true, force: true });
  await rm(entry, { force: true });
  await rm(`${entry}.map`, { force: true });
});

it('starts from the compiled bundle with plain node and answers /readyz', async () => {
  await bundleServer(entry);
  // This file's own copy of the migrated template; an embedded one is closed first (one
  // process at a time opens a PGlite folder).
  database = await createTestDatabase();
  if (!onPostgres) await database.db.destroy();
  server = await startServer(entry, {
    ...(onPostgres
      ? { DATABASE_URL: database.options.databaseUrl ?? '' }
      : { DATA_DIR: database.options.dataDir }),
    WEB_DIST: '/nonexistent',
    WORKERS: '1',
  });
  const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
  expect(ready.status).toBe(200);
  const config = await fetch(`http://127.0.0.1:${server.port}/api/config`, {
    headers: { host: 'fiftyfifty.localhost' },
  });
  expect(config.status).toBe(200);
  expect(await config.json()).toMatchObject({ VersionNumber: expect.any(String) });
}, 240_000);
