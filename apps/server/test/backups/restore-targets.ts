import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { RestoreTarget } from '../../src/backups/restore-target';
import { createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { testEnv } from '../helpers/test-app';
import { databaseUrl, uniqueName } from '../helpers/template-database';

/** The PostgreSQL server of this run (test:db), if there is one. */
export function postgresServer(): string | null {
  const template = inject('templateDatabase');
  return template.kind === 'postgres' ? template.serverUrl : null;
}

async function admin(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface Scratch {
  target: RestoreTarget;
  remove(): Promise<void>;
}

/** A new data folder (not created yet) or a new empty PostgreSQL database of its own. */
export async function scratchTarget(kind: 'pglite' | 'postgres'): Promise<Scratch> {
  if (kind === 'pglite') {
    const root = await mkdtemp(path.join(os.tmpdir(), 'charity-restore-'));
    return {
      target: { kind, dataDir: path.join(root, 'data') },
      remove: () => rm(root, { recursive: true, force: true }),
    };
  }
  const server = postgresServer();
  if (!server) throw new Error('no PostgreSQL server in this run');
  const name = uniqueName('charity_restore');
  await admin(server, `create database "${name}"`);
  return {
    target: { kind, url: databaseUrl(server, name) },
    remove: () => admin(server, `drop database if exists "${name}" with (force)`),
  };
}

/** The server started on a restored database, as `npm start` would: migrations, then serving. */
export async function startRestored(target: RestoreTarget): Promise<{
  app: App;
  origin: string;
  db: Awaited<ReturnType<typeof createDatabase>>;
  close(): Promise<void>;
}> {
  const db = await createDatabase(
    target.kind === 'pglite'
      ? { dataDir: target.dataDir }
      : { databaseUrl: target.url, dataDir: '' },
  );
  await migrateToLatest(db);
  const app = await buildApp({ env: testEnv(), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    origin,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
