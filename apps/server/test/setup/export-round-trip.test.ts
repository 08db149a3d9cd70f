import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { provisioningFileSchema } from '@charity/domain/setup/organization-schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { createDatabase } from '../../src/db/create-database';
import { migrateToLatest } from '../../src/db/migrate';
import { createExtraDraw } from '../../src/draws/extra-draws';
import { findOrganizationBySlug } from '../../src/organizations/organization.repository';
import { exportOrganization, organizationYaml } from '../../src/provisioning/export-organization';
import { provision } from '../../src/provisioning/provision';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';
import { bearerFor } from '../draws/draw-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';
import { databaseUrl, uniqueName } from '../helpers/template-database';

let t: TestApp;
let organizationId: string;
let owner: Record<string, string>;
let scratch: string;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  owner = await bearerFor(
    t,
    'goldrush',
    await createPlayer(t.database.db, organizationId, { staffRole: 'owner' }),
    true,
  );
  scratch = await mkdtemp(path.join(os.tmpdir(), 'staff-round-trip-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

const download = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/setup/export/for-organization/${organizationId}`,
    headers: owner,
  });

describe('organization export', () => {
  it('downloads the set-up as a provisioning file, audited', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/yaml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="goldrush.yaml"');
    const file = provisioningFileSchema.parse(parse(response.body));
    const [organization] = file.organizations;
    expect(organization?.slug).toBe('goldrush');
    expect(organization?.charityCategories.length).toBeGreaterThanOrEqual(2);
    expect(organization?.games[0]?.instances.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/sk_(live|test)_|whsec_|password_hash/i);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('actor')
      .where('organization_id', '=', organizationId)
      .where('action', '=', 'setup.exported')
      .execute();
    expect(audited.length).toBeGreaterThan(0);
  });

  it('round-trips: export, npm run org:load into an empty database, export again: identical', async () => {
    // A retired charity travels too.
    await t.database.db
      .updateTable('charities')
      .set({ active: false })
      .where('organization_id', '=', organizationId)
      .where('key', '=', (await firstCharityKey()) ?? '')
      .execute();
    // An early bird added by staff (no file key) travels with its instance.
    const instance = await t.database.db
      .selectFrom('game_instances')
      .select(['id', 'sales_close_at'])
      .where('status', '=', 'Open')
      .where('game_id', 'in', (eb) =>
        eb.selectFrom('games').select('id').where('organization_id', '=', organizationId),
      )
      .executeTakeFirstOrThrow();
    const earlyBird = await createExtraDraw(t.database.db, {
      organizationId,
      instanceId: instance.id,
      key: null,
      name: 'Early bird',
      prize: { kind: 'Fixed', amountCents: 50_000 },
      cutoffAt: new Date(instance.sales_close_at.getTime() - 86_400_000),
      drawAt: new Date(instance.sales_close_at.getTime() - 3_600_000),
      actor: 'test',
    });
    // Its French name, as a file would give it (issue 12: the organization's own texts).
    await t.database.db
      .updateTable('extra_draws')
      .set({ translations: JSON.stringify({ fr: { name: 'Lève-tôt' } }) })
      .where('id', '=', earlyBird.id)
      .execute();
    const first = (await download()).body;
    expect(first).toMatch(/extraDraws:\n\s+- key: extra-[0-9a-f]{8}\n\s+name: Early bird/);
    // The French texts travel beside the English ones, in the loader's shape.
    const [exported] = provisioningFileSchema.parse(parse(first)).organizations;
    expect(exported?.translations?.fr).toEqual({
      name: 'Fondation Harbourview Health',
      loginText:
        'Jouez au Gold Rush de Harbourview chaque semaine et aidez à financer des soins près de chez vous.',
      statusScreenUrlText: 'Vérifier l’état du service',
      helplineName: 'Ligne d’aide sur le jeu problématique de la Nouvelle-Écosse',
    });
    expect(exported?.charityCategories[0]?.translations?.fr?.name).toBe('Soins de santé');
    expect(exported?.charityCategories[1]?.charities[0]?.translations?.fr).toEqual({
      name: 'Banque alimentaire de Harbourview',
      description: 'Épicerie et déjeuners à l’école pour les familles de tout le comté.',
    });
    const game = exported?.games[0];
    expect(game?.translations?.fr?.name).toBe('Gold Rush hebdomadaire de Harbourview');
    expect(game?.instances[0]?.translations?.fr?.name).toBe('Semaine 1');
    expect(game?.instances[0]?.extraDraws[0]?.translations?.fr?.name).toBe('Lève-tôt');
    const file = path.join(scratch, 'goldrush.yaml');
    await writeFile(file, first);
    // What `npm run org:load -- goldrush.yaml` does (src/provisioning/cli.ts), in-process:
    // spawning the CLI took minutes on a loaded machine. On PostgreSQL this takes about 3 s;
    // on PGlite a new database is initialised first (3 s idle, 30 s at load 15).
    const { db: empty, drop } = await emptyDatabase();
    try {
      await migrateToLatest(empty);
      expect(await empty.selectFrom('organizations').select('id').execute()).toEqual([]);
      await provision(empty, await readProvisioningFile(file));
      const loaded = await findOrganizationBySlug(empty, 'goldrush');
      expect(loaded?.id).toBeDefined();
      expect(loaded?.id).not.toBe(organizationId);
      const second = organizationYaml(await exportOrganization(empty, loaded?.id ?? ''));
      expect(second).toBe(first);
    } finally {
      await drop();
    }
  }, 90_000);
});

async function firstCharityKey() {
  const row = await t.database.db
    .selectFrom('charities')
    .select('key')
    .where('organization_id', '=', organizationId)
    .orderBy('sort_order')
    .executeTakeFirst();
  return row?.key;
}

/** A database with nothing in it, of the kind the tests run on (PostgreSQL or PGlite). */
async function emptyDatabase() {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    const db = await createDatabase({ dataDir: path.join(scratch, 'empty') });
    return { db, drop: () => db.destroy() };
  }
  const name = uniqueName('charity_empty');
  const admin = (text: string) =>
    withClient(template.serverUrl, (client) => client.query(text).then(() => undefined));
  await admin(`create database "${name}"`);
  const db = await createDatabase({
    databaseUrl: databaseUrl(template.serverUrl, name),
    dataDir: '',
  });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
