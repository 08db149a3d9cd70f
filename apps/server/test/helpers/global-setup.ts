import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { loadDemoOrganizations } from '../../src/provisioning/demo-organizations';
import { databaseUrl, uniqueName, type TemplateDatabase } from './template-database';

async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const db = await createDatabase(options);
  try {
    await migrateToLatest(db);
    await loadDemoOrganizations(db);
  } finally {
    await db.destroy();
  }
}

async function withAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creating a database is slow (about 3 s for PGlite), so it happens once: the template is
 * migrated and seeded here and every test file starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  let template: TemplateDatabase;
  let teardown: () => Promise<void>;

  if (serverUrl) {
    const templateName = uniqueName('charity_template');
    await withAdmin(serverUrl, (client) => client.query(`create database "${templateName}"`));
    await seed({ databaseUrl: databaseUrl(serverUrl, templateName), dataDir: '' });
    template = { kind: 'postgres', serverUrl, templateName };
    teardown = () =>
      withAdmin(serverUrl, (client) =>
        client.query(`drop database if exists "${templateName}" with (force)`),
      ).then(() => undefined);
  } else {
    const root = await mkdtemp(path.join(os.tmpdir(), 'charity-server-tests-'));
    const templateDir = path.join(root, 'template');
    await seed({ dataDir: templateDir });
    template = { kind: 'pglite', templateDir };
    teardown = () => rm(root, { recursive: true, force: true });
  }

  project.provide('templateDatabase', template);
  return teardown;
}
