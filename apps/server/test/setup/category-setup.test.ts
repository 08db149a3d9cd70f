import { storedCategorySchema } from '@charity/domain/setup/category-setup';
import { charitySetupListSchema } from '@charity/domain/setup/charity-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let auditor: Record<string, string>;
let support: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  auditor = await staffHeaders(t, 'goldrush', 'auditor');
  support = await staffHeaders(t, 'goldrush', 'support');
  otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
});
afterAll(() => t.close());

const listUrl = () => `/api/setup/charity-categories/for-organization/${organizationId}`;
const oneUrl = (id: string) =>
  `/api/setup/charity-category/${id}/for-organization/${organizationId}`;

async function setup() {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/setup/charities/for-organization/${organizationId}`,
    headers: manager,
  });
  expect(response.statusCode).toBe(200);
  return charitySetupListSchema.parse(response.json());
}

async function add(payload: object, headers = manager) {
  return t.app.inject({ method: 'POST', url: listUrl(), headers, payload });
}

const auditOf = (subjectId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();

describe('charity categories in the console (issue 15)', () => {
  it('adds, renames and deletes an empty category, each change audited with before and after', async () => {
    const created = await add({ key: 'arts', name: 'Arts and culture' });
    expect(created.statusCode, created.body).toBe(201);
    const category = storedCategorySchema.parse(created.json());
    expect(category).toMatchObject({ key: 'arts', name: 'Arts and culture', charityCount: 0 });
    // Listed last, and a charity can be put under it at once.
    expect((await setup()).categories.at(-1)).toEqual(category);
    const charity = await t.app.inject({
      method: 'POST',
      url: `/api/setup/charities/for-organization/${organizationId}`,
      headers: manager,
      payload: { key: 'harbour-players', name: 'Harbour Players', categoryKey: 'arts' },
    });
    expect(charity.statusCode, charity.body).toBe(201);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: oneUrl(category.id),
      headers: manager,
      payload: { key: 'arts-culture', name: 'Arts & culture' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ key: 'arts-culture', charityCount: 1 });
    expect(
      (await setup()).charities.find((row) => row.key === 'harbour-players')?.categoryKey,
    ).toBe('arts-culture');

    // A category listing a charity stays; emptied, it goes.
    const refused = expectApiError(
      await t.app.inject({ method: 'DELETE', url: oneUrl(category.id), headers: manager }),
      409,
    );
    expect(refused.Message).toMatch(/cannot be deleted/);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/setup/charity/${charity.json<{ id: string }>().id}/for-organization/${organizationId}`,
      headers: manager,
      payload: {
        key: 'harbour-players',
        name: 'Harbour Players',
        categoryKey: (await setup()).categories[0]?.key,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: oneUrl(category.id),
      headers: manager,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await setup()).categories.map((row) => row.id)).not.toContain(category.id);

    const audit = await auditOf(category.id);
    expect(audit.map((row) => row.action)).toEqual([
      'charity-category.created',
      'charity-category.updated',
      'charity-category.deleted',
    ]);
    expect(audit[1]?.details).toMatchObject({
      changes: {
        key: { before: 'arts', after: 'arts-culture' },
        name: { before: 'Arts and culture', after: 'Arts & culture' },
      },
    });
  });

  it('refuses bad input field by field, as the YAML loader does, and changes nothing', async () => {
    const before = await setup();
    const taken = before.categories[0]?.key ?? '';
    const cases: [object, string][] = [
      [{ key: 'Bad Key', name: 'X' }, 'body.key'],
      [{ key: 'ok-key', name: '  ' }, 'body.name'],
      [{ key: 'ok-key', name: 'X\u0000' }, ''],
      [{ key: 'ok-key', name: 'X'.repeat(1_000_000) }, ''],
      [{ key: 'ok-key', name: 'X'.repeat(201) }, 'body.name'],
      [{ key: 'k'.repeat(100_000), name: 'Long key' }, 'body.key'],
      [{ key: 'ok-key', name: 'X', translations: { fr: { name: 'Y', motto: 'Z' } } }, ''],
      [{ key: 'ok-key', name: 'X', translations: { fr: { name: 'Y'.repeat(201) } } }, ''],
      [{ key: 'ok-key' }, 'body.name'],
      [{ key: taken, name: 'Duplicate' }, 'key'],
    ];
    for (const [payload, path] of cases) {
      const response = await add(payload);
      const error = expectApiError(response, response.statusCode === 413 ? 413 : 400);
      if (path) expect(error.Errors?.map((e) => e.Path)).toContain(path);
    }
    const first = before.categories[0];
    if (!first) throw new Error('goldrush has no category');
    expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: oneUrl(first.id),
        headers: manager,
        payload: { key: before.categories[1]?.key ?? 'x', name: 'Clash' },
      }),
      before.categories[1] ? 400 : 200,
    );
    expectApiError(
      await t.app.inject({ method: 'PUT', url: oneUrl('not-an-id'), headers: manager }),
      400,
    );
    expect(await setup()).toEqual(before);
  });

  it('refuses the auditor, support, a player token and another organization, and changes nothing', async () => {
    const before = await setup();
    for (const headers of [auditor, support, otherOwner]) {
      expectApiError(await add({ key: 'nope', name: 'Nope' }, headers), 403);
    }
    expectApiError(
      await t.app.inject({ method: 'POST', url: listUrl(), payload: { key: 'n', name: 'N' } }),
      401,
    );
    const first = before.categories[0];
    if (!first) throw new Error('goldrush has no category');
    // Another organization's category through this organization's path, and the reverse.
    const otherId = await t.organizationId('fiftyfifty');
    const theirs = await t.database.db
      .selectFrom('charity_categories')
      .select('id')
      .where('organization_id', '=', otherId)
      .executeTakeFirstOrThrow();
    expectApiError(
      await t.app.inject({ method: 'DELETE', url: oneUrl(theirs.id), headers: manager }),
      404,
    );
    expectApiError(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/setup/charity-category/${first.id}/for-organization/${otherId}`,
        headers: manager,
      }),
      403,
    );
    expect(await setup()).toEqual(before);
  });
});
