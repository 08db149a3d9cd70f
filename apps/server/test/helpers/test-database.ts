import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseOptions } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { databaseUrl, uniqueName } from './template-database';

export interface TestDatabase {
  db: Kysely<Database>;
  options: DatabaseOptions;
  /** Closes the connection and opens the same database again, as a restart would. */
  reopen(): Promise<Kysely<Database>>;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh copy of the migrated, demo-seeded template, private to the calling test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  let options: DatabaseOptions;
  let remove: () => Promise<void>;

  if (template.kind === 'postgres') {
    const name = uniqueName('charity_test');
    await adminQuery(
      template.serverUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    options = { databaseUrl: databaseUrl(template.serverUrl, name), dataDir: '' };
    remove = () => adminQuery(template.serverUrl, `drop database if exists "${name}" with (force)`);
  } else {
    const root = await mkdtemp(path.join(os.tmpdir(), 'charity-server-test-db-'));
    const dataDir = path.join(root, 'data');
    await cp(template.templateDir, dataDir, { recursive: true });
    options = { dataDir };
    remove = () => rm(root, { recursive: true, force: true });
  }

  const database: TestDatabase = {
    db: await createDatabase(options),
    options,
    async reopen() {
      await database.db.destroy();
      database.db = await createDatabase(options);
      return database.db;
    },
    async drop() {
      await database.db.destroy();
      await remove();
    },
  };
  return database;
}
