import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoOrganizationsWanted } from '../../src/config/production-build';
import { createDatabase, type DatabaseOptions } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { demoFiles, seedDemoIfEmpty } from '../../src/provisioning/demo-organizations';
import { provision } from '../../src/provisioning/provision';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';
import { acceptInvitation } from '../../src/staff/staff-management';
import { databaseUrl, uniqueName } from '../helpers/template-database';
import { createPlayer } from '../identity/fixtures';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(serverDir, '..', '..', 'node_modules', '.bin', 'tsx');
const template = inject('templateDatabase');
const cleanUp: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/** A new, empty database (no template: nothing seeded), as a first production start has. */
async function emptyDatabase(): Promise<DatabaseOptions> {
  if (template.kind === 'postgres') {
    const name = uniqueName('charity_empty');
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: template.serverUrl });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`create database "${name}"`);
    cleanUp.push(() => admin(`drop database if exists "${name}" with (force)`));
    return { databaseUrl: databaseUrl(template.serverUrl, name), dataDir: '' };
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'first-owner-'));
  cleanUp.push(() => rm(root, { recursive: true, force: true }));
  return { dataDir: path.join(root, 'data') };
}

/** `npm run org:owner -- …` as the operator runs it (its own process, the real database). */
async function orgOwner(options: DatabaseOptions, ...args: string[]) {
  const { DATABASE_URL: _url, PUBLIC_ORIGIN: _origin, ...env } = process.env;
  const database = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl }
    : { DATA_DIR: options.dataDir };
  try {
    const { stdout } = await promisify(execFile)(tsx, ['src/staff/owner-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...env, ...database },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('a real charity on a production start', () => {
  it('loads the demo organizations in production only when asked', () => {
    expect(demoOrganizationsWanted({ DEMO_ORGANIZATIONS: undefined }, 'production')).toBe(false);
    expect(demoOrganizationsWanted({ DEMO_ORGANIZATIONS: true }, 'production')).toBe(true);
    expect(demoOrganizationsWanted({ DEMO_ORGANIZATIONS: undefined }, 'development')).toBe(true);
    expect(demoOrganizationsWanted({ DEMO_ORGANIZATIONS: undefined }, undefined)).toBe(true);
    expect(demoOrganizationsWanted({ DEMO_ORGANIZATIONS: false }, undefined)).toBe(false);
  });

  it('starts empty, loads the charity, and its first owner comes from org:owner', async () => {
    const options = await emptyDatabase();
    let db = await createDatabase(options);
    await migrateToLatest(db);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (message: string) => warnings.push(message) };
    await seedDemoIfEmpty(db, log, demoOrganizationsWanted({}, 'production'));
    const count = () =>
      db.selectFrom('organizations').select((eb) => eb.fn.countAll<string>().as('n'));
    expect(Number((await count().executeTakeFirstOrThrow()).n)).toBe(0);
    expect(warnings.join(' ')).toMatch(/npm run org:load -- .*npm run org:owner -- <slug> <email>/);

    // The operator's own file (a copy of the demo's, its own slug and host).
    const file = await readProvisioningFile(demoFiles[0] ?? '');
    const [spec] = file.organizations;
    if (!spec) throw new Error('no organization in the demo file');
    await provision(db, {
      ...file,
      organizations: [{ ...spec, slug: 'harbour', hosts: ['harbour.charity.test'] }],
    });
    const organization = await db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', 'harbour')
      .executeTakeFirstOrThrow();
    // One process at a time opens an embedded database: the command's, then this test's.
    await db.destroy();

    const unknown = await orgOwner(options, 'nowhere', 'owner@harbour.example.org');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No organization "nowhere": load its file first/);
    const badEmail = await orgOwner(options, 'harbour', 'not-an-address');
    expect(badEmail.stderr).toMatch(/Not an e-mail address/);

    const made = await orgOwner(options, 'harbour', 'owner@harbour.example.org');
    expect(made.code, made.stderr).toBe(0);
    const token = /https:\/\/harbour\.charity\.test\/staff\/invitation#token=(\S+)/.exec(
      made.stdout,
    )?.[1];
    expect(token, made.stdout).toBeTruthy();

    db = await createDatabase(options);
    cleanUp.push(() => db.destroy());
    // They register with that address, then open the link.
    const account = await createPlayer(db, organization.id, { email: 'owner@harbour.example.org' });
    const role = await acceptInvitation(
      db,
      organization.id,
      account.id,
      decodeURIComponent(token ?? ''),
    );
    expect(role).toBe('owner');
    expect(
      await db
        .selectFrom('accounts')
        .select(['staff_role', 'is_admin'])
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ staff_role: 'owner', is_admin: true });
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('organization_id', '=', organization.id)
      .where('action', 'like', 'staff.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor: 'operator', action: 'staff.invited' },
      { actor: account.id, action: 'staff.invitation-accepted' },
    ]);
  }, 300_000);
});
