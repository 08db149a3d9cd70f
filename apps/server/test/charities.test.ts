import { charitiesByCategorySchema, charityPledgeOptionsSchema } from '@charity/domain/api/charity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const unknownId = '0b9d5a2e-8d43-4a8f-9b31-4c1f0f6a7d11';

describe('GET /api/charity/active-for-organization', () => {
  it('lists the several goldrush charities in two or more categories', async () => {
    const id = await t.organizationId('goldrush');
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/charity/active-for-organization?organizationIdP=${id}`,
    );
    expect(response.statusCode).toBe(200);
    const options = charityPledgeOptionsSchema.parse(response.json());
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(new Set(options.map((option) => option.CategoryId)).size).toBeGreaterThanOrEqual(2);
  });

  it('lists exactly one charity for fiftyfifty (the auto-assign case)', async () => {
    const id = await t.organizationId('fiftyfifty');
    const response = await getAs(
      t.app,
      'fiftyfifty',
      `/api/charity/active-for-organization?organizationIdP=${id}`,
    );
    expect(charityPledgeOptionsSchema.parse(response.json())).toHaveLength(1);
  });

  it('leaves out inactive charities', async () => {
    const id = await t.organizationId('goldrush');
    await t.database.db
      .updateTable('charities')
      .set({ active: false })
      .where('key', '=', 'youth-sports')
      .execute();
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/charity/active-for-organization?organizationIdP=${id}`,
    );
    const names = charityPledgeOptionsSchema.parse(response.json()).map((option) => option.Name);
    expect(names).not.toContain('Lunenburg County Youth Sports Association');
    await t.database.db
      .updateTable('charities')
      .set({ active: true })
      .where('key', '=', 'youth-sports')
      .execute();
  });

  it('rejects a missing, malformed or unknown organization id', async () => {
    expectApiError(await getAs(t.app, 'goldrush', '/api/charity/active-for-organization'), 400);
    expectApiError(
      await getAs(t.app, 'goldrush', '/api/charity/active-for-organization?organizationIdP=12'),
      400,
    );
    expectApiError(
      await getAs(
        t.app,
        'goldrush',
        `/api/charity/active-for-organization?organizationIdP=${unknownId}`,
      ),
      404,
    );
  });
});

describe('GET /api/charity/by-category/for-organization/:organizationId', () => {
  it.each([
    ['goldrush', 2, 5],
    ['fiftyfifty', 1, 1],
  ] as const)('groups the charities of %s by category', async (slug, categories, charities) => {
    const id = await t.organizationId(slug);
    const response = await getAs(t.app, slug, `/api/charity/by-category/for-organization/${id}`);
    const body = charitiesByCategorySchema.parse(response.json());
    expect(body.CharitiesByCategory).toHaveLength(categories);
    expect(body.CharitiesByCategory.flatMap((category) => category.Charities)).toHaveLength(
      charities,
    );
    for (const category of body.CharitiesByCategory) {
      for (const charity of category.Charities)
        expect(charity.CategoryId).toBe(category.CategoryId);
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expectApiError(
      await getAs(t.app, 'goldrush', '/api/charity/by-category/for-organization/not-a-uuid'),
      400,
    );
    expectApiError(
      await getAs(t.app, 'goldrush', `/api/charity/by-category/for-organization/${unknownId}`),
      404,
    );
  });
});
