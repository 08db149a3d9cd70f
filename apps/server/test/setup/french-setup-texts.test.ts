import { storedCategorySchema } from '@charity/domain/setup/category-setup';
import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import { charitySetupListSchema, storedCharitySchema } from '@charity/domain/setup/charity-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { provisioningFileSchema } from '@charity/domain/setup/organization-schema';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

/** Issue 27: the French texts of charities and categories, set in the console. */
let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
});
afterAll(() => t.close());

const charitiesUrl = () => `/api/setup/charities/for-organization/${organizationId}`;
const charityUrl = (id: string) => `/api/setup/charity/${id}/for-organization/${organizationId}`;
const categoriesUrl = () => `/api/setup/charity-categories/for-organization/${organizationId}`;
const categoryUrl = (id: string) =>
  `/api/setup/charity-category/${id}/for-organization/${organizationId}`;

async function list() {
  const response = await t.app.inject({ method: 'GET', url: charitiesUrl(), headers: manager });
  expect(response.statusCode).toBe(200);
  return charitySetupListSchema.parse(response.json());
}

const auditOf = (subjectId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();

/** What a player reading in French sees: the pledge options of the organization. */
async function frenchPledgeOptions() {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/charity/active-for-organization?organizationIdP=${organizationId}&lang=fr`,
    headers: { 'accept-language': 'fr-CA' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.stringify(response.json());
}

describe('French texts of charities and categories in the console (issue 27)', () => {
  it('stores a category and a charity in French, served to French players, audited', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: categoriesUrl(),
      headers: manager,
      payload: { key: 'arts-fr', name: 'Arts', translations: { fr: { name: 'Arts et culture' } } },
    });
    expect(category.statusCode, category.body).toBe(201);
    const storedCategory = storedCategorySchema.parse(category.json());
    expect(storedCategory.translations).toEqual({ fr: { name: 'Arts et culture' } });

    const created = await t.app.inject({
      method: 'POST',
      url: charitiesUrl(),
      headers: manager,
      payload: {
        key: 'theatre-fr',
        name: 'Town theatre',
        description: 'Plays for all',
        categoryKey: 'arts-fr',
        translations: { fr: { name: 'Théâtre municipal', description: 'Du théâtre pour tous' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const charity = storedCharitySchema.parse(created.json());
    expect(charity.translations?.fr).toEqual({
      name: 'Théâtre municipal',
      description: 'Du théâtre pour tous',
    });
    expect(await frenchPledgeOptions()).toContain('Théâtre municipal');

    // Changed in French only: the English stays, before and after are in the audit log.
    const { pledgeCount: _p, id: _i, ...body } = charity;
    const changed = await t.app.inject({
      method: 'PUT',
      url: charityUrl(charity.id),
      headers: manager,
      payload: { ...body, translations: { fr: { name: 'Théâtre de la ville' } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = storedCharitySchema.parse(changed.json());
    expect(after.name).toBe('Town theatre');
    expect(after.translations).toEqual({ fr: { name: 'Théâtre de la ville' } });
    const French = await frenchPledgeOptions();
    expect(French).toContain('Théâtre de la ville');
    // The description not given in French reads in English.
    expect(French).toContain('Plays for all');
    const audit = await auditOf(charity.id);
    expect(audit.map((row) => row.action)).toEqual(['charity.created', 'charity.updated']);
    expect(JSON.stringify(audit[1]?.details)).toContain('Théâtre municipal');
    expect(JSON.stringify(audit[1]?.details)).toContain('Théâtre de la ville');

    // A caller that sends no translations keeps them; an empty `fr` removes them.
    const { translations: _t, ...english } = body;
    const kept = await t.app.inject({
      method: 'PUT',
      url: charityUrl(charity.id),
      headers: manager,
      payload: english,
    });
    expect(storedCharitySchema.parse(kept.json()).translations?.fr?.name).toBe(
      'Théâtre de la ville',
    );
    const removed = await t.app.inject({
      method: 'PUT',
      url: categoryUrl(storedCategory.id),
      headers: manager,
      payload: { key: 'arts-fr', name: 'Arts', translations: { fr: {} } },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(storedCategorySchema.parse(removed.json()).translations).toBeUndefined();
    const categoryAudit = await auditOf(storedCategory.id);
    expect(categoryAudit.map((row) => row.action)).toEqual([
      'charity-category.created',
      'charity-category.updated',
    ]);
    expect(JSON.stringify(categoryAudit[1]?.details)).toContain('Arts et culture');
  });

  it('writes the French texts set in the console into the set-up export (YAML)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/setup/export/for-organization/${organizationId}`,
      headers: manager,
    });
    expect(response.statusCode).toBe(200);
    const [organization] = provisioningFileSchema.parse(parse(response.body)).organizations;
    const category = organization?.charityCategories.find((c) => c.key === 'arts-fr');
    expect(category?.charities.find((c) => c.key === 'theatre-fr')?.translations).toEqual({
      fr: { name: 'Théâtre de la ville' },
    });
  });

  it('refuses bad French texts as it refuses bad English ones, and changes nothing', async () => {
    const before = await list();
    const [category] = before.categories;
    if (!category) throw new Error('no category');
    const charity = (fr: object) => ({
      key: 'bad-fr',
      name: 'X',
      categoryKey: category.key,
      translations: { fr },
    });
    const cases: [string, object][] = [
      [charitiesUrl(), charity({ name: 'X\u0000' })],
      [charitiesUrl(), charity({ name: 'X'.repeat(1_000_000) })],
      [charitiesUrl(), charity({ name: '   ' })],
      [charitiesUrl(), charity({ name: 'X'.repeat(201) })],
      [charitiesUrl(), charity({ description: 'X'.repeat(5001) })],
      [charitiesUrl(), charity({ motto: 'X' })],
      [charitiesUrl(), { ...charity({}), translations: { de: { name: 'X' } } }],
      [categoriesUrl(), { key: 'bad-fr', name: 'X', translations: { fr: { name: '' } } }],
      [categoriesUrl(), { key: 'bad-fr', name: 'X', translations: { fr: { name: 'X\u0000' } } }],
    ];
    for (const [url, payload] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers: manager, payload });
      expectApiError(response, response.statusCode === 413 ? 413 : 400);
    }
    // Another organization's owner cannot set them.
    const response = await t.app.inject({
      method: 'PUT',
      url: categoryUrl(category.id),
      headers: otherOwner,
      payload: { key: category.key, name: category.name, translations: { fr: { name: 'Pris' } } },
    });
    expectApiError(response, 403);
    expect(await list()).toEqual(before);
  });

  it("stores a draw's French name and description when scheduled and edited, audited", async () => {
    const read = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/setup/games/for-organization/${organizationId}`,
        headers: manager,
      });
      return gameSetupListSchema.parse(response.json()).games[0]!;
    };
    const game = await read();
    const url = `/api/setup/game/${game.id}/instances/for-organization/${organizationId}`;
    const { name, opensAt, salesCloseAt, drawAt } = game.next;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: manager,
      payload: {
        name,
        opensAt,
        salesCloseAt,
        drawAt,
        translations: { fr: { name: 'X'.repeat(201) } },
      },
    });
    expect(expectApiError(bad, 400).Errors?.map((e) => e.Path)).toContain(
      'body.translations.fr.name',
    );
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: manager,
      payload: {
        name,
        opensAt,
        salesCloseAt,
        drawAt,
        translations: { fr: { name: 'Tirage de Noël', description: 'Le grand soir' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const instance = instanceRowSchema.parse(created.json());
    expect(instance.translations).toEqual({
      fr: { name: 'Tirage de Noël', description: 'Le grand soir' },
    });
    expect(instance.status).toBe('Scheduled');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/setup/game/${game.id}/instance/${instance.id}/for-organization/${organizationId}`,
      headers: manager,
      payload: { name, opensAt, salesCloseAt, drawAt, translations: { fr: { name: 'Noël' } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(instanceRowSchema.parse(edited.json()).translations).toEqual({ fr: { name: 'Noël' } });
    expect((await read()).instances.find((row) => row.id === instance.id)?.translations).toEqual({
      fr: { name: 'Noël' },
    });
    const audit = await auditOf(instance.id);
    expect(audit.map((row) => row.action)).toEqual([
      'game-instance.created',
      'game-instance.edited',
    ]);
    expect(JSON.stringify(audit[1]?.details)).toContain('Tirage de Noël');
    expect(JSON.stringify(audit[1]?.details)).toContain('"Noël"');
  });
});
