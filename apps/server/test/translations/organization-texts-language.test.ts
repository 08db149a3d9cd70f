import { charitiesByCategorySchema } from '@charity/domain/api/charity';
import { environmentConfigSchema } from '@charity/domain/api/config';
import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { showcaseSchema } from '@charity/domain/api/showcase';
import { provisioningFileSchema } from '@charity/domain/setup/organization-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles } from '../../src/provisioning/demo-organizations';
import { provision } from '../../src/provisioning/provision';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';
import { buildTestApp, getAs, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Slug = 'goldrush' | 'fiftyfifty';
const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const english = { 'accept-language': 'en-CA,en;q=0.9' };

async function read(slug: Slug, url: string, headers: Record<string, string>) {
  const response = await getAs(t.app, slug, url, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

async function texts(slug: Slug, headers: Record<string, string>) {
  const id = await t.organizationId(slug);
  const config = environmentConfigSchema.parse(await read(slug, '/api/config', headers));
  const byCategory = charitiesByCategorySchema.parse(
    await read(slug, `/api/charity/by-category/for-organization/${id}`, headers),
  ).CharitiesByCategory;
  const status = currentStatusSchema.parse(
    await read(
      slug,
      `/api/organization/current-status/byid/${id}?includeGameInstance=true`,
      headers,
    ),
  );
  return { config: config.Organization, byCategory, instance: status.CurrentGameInstance };
}

describe("the organization's own texts per language (issue 12)", () => {
  it('answers a French reader in French: login text, status link, categories, charities, draw', async () => {
    const { config, byCategory, instance } = await texts('goldrush', french);
    expect(config.OrganizationName).toBe('Fondation Harbourview Health');
    expect(config.LoginText).toBe(
      'Jouez au Gold Rush de Harbourview chaque semaine et aidez à financer des soins près de chez vous.',
    );
    expect(config.StatusScreenUrlText).toBe('Vérifier l’état du service');
    // Issue 28: the help line by its French name, its number the same.
    expect(config.Helpline).toEqual({
      Name: 'Ligne d’aide sur le jeu problématique de la Nouvelle-Écosse',
      Phone: '1-888-347-8888',
    });
    expect(byCategory.map((category) => category.CategoryName)).toEqual([
      'Soins de santé',
      'Communauté et jeunesse',
    ]);
    const hospital = byCategory[0]?.Charities[0];
    expect(hospital?.Name).toBe('Hôpital régional de Harbourview');
    expect(hospital?.CategoryName).toBe('Soins de santé');
    expect(hospital?.Description).toMatch(/^Nouvel équipement d’imagerie/);
    expect(instance).toMatchObject({
      Name: 'Semaine 1',
      Description: 'Le premier tirage hebdomadaire de la saison du Gold Rush de Harbourview.',
    });

    const pledgeOptions = (await read(
      'goldrush',
      `/api/charity/active-for-organization?organizationIdP=${await t.organizationId('goldrush')}`,
      french,
    )) as { Name: string; CategoryName: string }[];
    expect(pledgeOptions[0]).toMatchObject({
      Name: 'Hôpital régional de Harbourview',
      CategoryName: 'Soins de santé',
    });
  });

  it('answers the same ids and English texts to an English reader, and to one with no language', async () => {
    const fr = await texts('goldrush', french);
    for (const headers of [english, {}, { 'accept-language': 'de-DE' }]) {
      const en = await texts('goldrush', headers);
      expect(en.config.OrganizationName).toBe('Harbourview Health Foundation');
      expect(en.config.LoginText).toMatch(/^Play the Harbourview Gold Rush every week/);
      expect(en.config.StatusScreenUrlText).toBe('Check the service status');
      expect(en.config.Helpline?.Name).toBe('Nova Scotia Problem Gambling Help Line');
      expect(en.byCategory.map((category) => category.CategoryName)).toEqual([
        'Health care',
        'Community and youth',
      ]);
      expect(en.instance?.Name).toBe('Week 1');
      expect(en.byCategory.map((category) => category.CategoryId)).toEqual(
        fr.byCategory.map((category) => category.CategoryId),
      );
      expect(en.instance?.Id).toBe(fr.instance?.Id);
    }
  });

  it('falls back to English, text by text, where the organization gave no French', async () => {
    const file = await readProvisioningFile(demoFiles[1] ?? '');
    const organization = file.organizations[0];
    if (!organization?.translations?.fr) throw new Error('the fiftyfifty demo has French texts');
    const game = organization.games[0];
    const category = organization.charityCategories[0];
    if (!game || !category) throw new Error('the fiftyfifty demo has a game and a category');
    delete organization.translations.fr.loginText;
    category.translations = undefined;
    const instance = game.instances[0];
    if (instance?.translations?.fr) delete instance.translations.fr.name;
    expect((await provision(t.database.db, file)).changes.length).toBeGreaterThan(0);

    const { config, byCategory, instance: current } = await texts('fiftyfifty', french);
    expect(config.LoginText).toBe(
      'Every ticket helps Lakeshore General. Half the pot goes to one lucky winner.',
    );
    expect(config.StatusScreenUrlText).toBe('État du service');
    expect(byCategory[0]?.CategoryName).toBe('Hospital');
    expect(byCategory[0]?.Charities[0]?.Name).toBe('Fondation de l’Hôpital général Lakeshore');
    expect(current?.Name).toBe("This month's 50/50");
    expect(current?.Description).toMatch(/^La cagnotte grossit/);
  });

  it("shows the organization's name and charities in French on the public showcase", async () => {
    const showcase = showcaseSchema.parse(await read('goldrush', '/api/showcase', french));
    expect(showcase.OrganizationName).toBe('Fondation Harbourview Health');
    expect(showcase.CurrentGame?.Name).toBe('Semaine 1');
    expect(showcase.Charities[0]).toEqual({
      Name: 'Hôpital régional de Harbourview',
      Category: 'Soins de santé',
    });
    const inEnglish = showcaseSchema.parse(await read('goldrush', '/api/showcase', english));
    expect(inEnglish.Charities[0]?.Category).toBe('Health care');
  });

  it('refuses, naming the place, a language it does not speak, an unknown text or an empty one', async () => {
    const file = await readProvisioningFile(demoFiles[0] ?? '');
    const problems = (change: (organization: Record<string, unknown>) => void) => {
      const copy = structuredClone(file) as { organizations: Record<string, unknown>[] };
      const organization = copy.organizations[0];
      if (!organization) throw new Error('one organization');
      change(organization);
      const result = provisioningFileSchema.safeParse(copy);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(problems((o) => (o.translations = { de: { loginText: 'Spielen' } }))).toEqual([
      'organizations.0.translations',
    ]);
    expect(problems((o) => (o.translations = { fr: { contactEmail: 'x@example.org' } }))).toEqual([
      'organizations.0.translations.fr',
    ]);
    expect(problems((o) => (o.translations = { fr: { loginText: '  ' } }))).toEqual([
      'organizations.0.translations.fr.loginText',
    ]);
    expect(
      problems((o) => {
        const [category] = o.charityCategories as { translations?: unknown }[];
        if (category) category.translations = { fr: { name: 'x'.repeat(0) } };
      }),
    ).toEqual(['organizations.0.charityCategories.0.translations.fr.name']);
  });
});
