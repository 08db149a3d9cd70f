import { termsRecordSchema } from '@charity/domain/api/terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { demoFiles } from '../src/provisioning/demo-organizations';
import { provision } from '../src/provisioning/provision';
import { readProvisioningFile } from '../src/provisioning/read-provisioning-file';
import type { ProvisioningFile } from '@charity/domain/setup/organization-schema';
import { buildTestApp, getAs, type TestApp } from './helpers/test-app';

let t: TestApp;
let goldrush: ProvisioningFile;
beforeAll(async () => {
  t = await buildTestApp();
  goldrush = await readProvisioningFile(demoFiles[0] ?? '');
});
afterAll(() => t.close());

const tables: (keyof Database)[] = [
  'organizations',
  'organization_hosts',
  'organization_settings',
  'terms_versions',
  'charity_categories',
  'charities',
  'games',
  'game_instances',
  'audit_log',
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

async function latestTermsId(): Promise<string> {
  const id = await t.organizationId('goldrush');
  const response = await getAs(t.app, 'goldrush', `/api/organization/tos/latest/byid/${id}`);
  return termsRecordSchema.parse(response.json()).TermsOfServiceId;
}

const withOrganization = (
  file: ProvisioningFile,
  change: (organization: ProvisioningFile['organizations'][number]) => void,
): ProvisioningFile => {
  const copy = structuredClone(file);
  const organization = copy.organizations[0];
  if (organization) change(organization);
  return copy;
};

const addHolidayRule = (organization: ProvisioningFile['organizations'][number]) => {
  organization.terms.gameRules += '\nDraws on statutory holidays move to the next business day.\n';
};

describe('provisioning', () => {
  it('publishes a seed commitment for every open instance it creates', async () => {
    const instances = await t.database.db
      .selectFrom('game_instances')
      .select(['status', 'seed_commitment'])
      .where('status', '=', 'Open')
      .execute();
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances) expect(instance.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes nothing when the demo files are loaded again', async () => {
    const before = await rowCounts();
    for (const file of demoFiles) {
      const result = await provision(t.database.db, await readProvisioningFile(file));
      expect(result.changes).toEqual([]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('publishes a new terms version only when the text changed', async () => {
    const before = await latestTermsId();
    const changed = withOrganization(goldrush, addHolidayRule);
    const first = await provision(t.database.db, changed);
    expect(first.changes).toEqual(['terms.published terms version 2 of goldrush']);
    const after = await latestTermsId();
    expect(after).not.toBe(before);
    expect((await provision(t.database.db, changed)).changes).toEqual([]);
    expect(await latestTermsId()).toBe(after);
  });

  it('updates changed fields and deactivates charities missing from the file', async () => {
    const changed = withOrganization(goldrush, (organization) => {
      addHolidayRule(organization);
      organization.theme.accent = '#123456';
      organization.charityCategories[1]?.charities.pop();
    });
    const result = await provision(t.database.db, changed);
    expect(result.changes).toEqual([
      'organization.updated organization goldrush',
      'charity.deactivated charity youth-sports',
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('action', '=', 'charity.deactivated')
      .execute();
    expect(audit).toEqual([{ action: 'charity.deactivated', actor: 'provisioning' }]);
  });

  it('refuses terms the sanitizer would change, as the publish call does (issue 26)', async () => {
    const before = await latestTermsId();
    for (const hostile of ['[x](javascript&#58;alert(1))', '[y][1]\n\n[1]: javascript:alert(1)']) {
      const changed = withOrganization(goldrush, (organization) => {
        organization.terms.gameRules = `Rules ${hostile}`;
      });
      await expect(provision(t.database.db, changed)).rejects.toThrow(
        /goldrush\.terms\.gameRules: .*href/,
      );
    }
    expect(await latestTermsId()).toBe(before);
  });

  it('loads all or nothing', async () => {
    const before = await rowCounts();
    const conflicting = withOrganization(goldrush, (organization) => {
      organization.slug = 'another-org';
      organization.hosts = ['new.localhost', 'fiftyfifty.localhost'];
    });
    await expect(provision(t.database.db, conflicting)).rejects.toThrow(/already belongs/);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a bundle of 1 or one dearer than singles; the demo and test files pass (issue 27)', async () => {
    const { readFile, readdir, writeFile, mkdtemp } = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const e2e = path.resolve(import.meta.dirname, '../../../e2e/organizations');
    const files = [
      ...demoFiles,
      ...(await readdir(e2e)).filter((f) => f.endsWith('.yaml')).map((f) => path.join(e2e, f)),
    ];
    for (const file of files) await expect(readProvisioningFile(file)).resolves.toBeTruthy();
    // The console test organization: $2.00 a number, 3 for $5.00.
    const text = await readFile(path.join(e2e, 'console.yaml'), 'utf8');
    const bundle = /- numbers: 3\n(\s+)priceCents: 500/;
    expect(text).toMatch(bundle);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'provisioning-')), 'bundle.yaml');
    await writeFile(file, text.replace(bundle, '- numbers: 1\n$1priceCents: 100'));
    await expect(readProvisioningFile(file)).rejects.toThrow(
      /organizations\.0\.games\.0\.bundles\.0\.numbers: One number is sold at the single price/,
    );
  });

  it('reports every problem of an invalid file', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'provisioning-')), 'bad.yaml');
    await writeFile(file, 'organizations:\n  - slug: Bad Slug\n    name: X\n    colour: red\n');
    await expect(readProvisioningFile(file)).rejects.toThrow(
      /organizations\.0\.slug[\s\S]*organizations\.0\.theme[\s\S]*colour/,
    );
  });
});
