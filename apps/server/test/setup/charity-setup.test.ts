import { charitySetupListSchema, storedCharitySchema } from '@charity/domain/setup/charity-setup';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let auditor: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  auditor = await staffHeaders(t, 'goldrush', 'auditor');
  otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
});
afterAll(() => t.close());

const listUrl = () => `/api/setup/charities/for-organization/${organizationId}`;
const oneUrl = (id: string) => `/api/setup/charity/${id}/for-organization/${organizationId}`;
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: oneUrl(id), headers: manager });

async function list() {
  const response = await t.app.inject({ method: 'GET', url: listUrl(), headers: manager });
  expect(response.statusCode).toBe(200);
  return charitySetupListSchema.parse(response.json());
}

async function categoryKey() {
  const key = (await list()).categories[0]?.key;
  if (!key) throw new Error('goldrush has no category');
  return key;
}

const auditOf = (subjectId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'details'])
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();

describe('charities in the console', () => {
  it('adds, edits and retires a charity, each change audited with before and after', async () => {
    const body = {
      key: 'harbour-hospice',
      name: 'Harbour Hospice',
      description: 'Care at the end of life.',
      websiteUrl: 'https://hospice.example.org/',
      logoUrl: null,
      categoryKey: await categoryKey(),
    };
    const created = await t.app.inject({
      method: 'POST',
      url: listUrl(),
      headers: manager,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const charity = storedCharitySchema.parse(created.json());
    expect(charity).toMatchObject({ ...body, active: true, pledgeCount: 0 });
    // Players see it at once.
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/charity/active-for-organization?organizationIdP=${organizationId}`,
    });
    expect(options.body).toContain('Harbour Hospice');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: oneUrl(charity.id),
      headers: manager,
      payload: { ...body, name: 'Harbour Hospice Society' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const retired = await t.app.inject({
      method: 'PUT',
      url: oneUrl(charity.id),
      headers: manager,
      payload: { ...body, name: 'Harbour Hospice Society', active: false },
    });
    expect(retired.json()).toMatchObject({ active: false });

    const audit = await auditOf(charity.id);
    expect(audit.map((row) => row.action)).toEqual([
      'charity.created',
      'charity.updated',
      'charity.retired',
    ]);
    expect(audit[0]?.details).toMatchObject({
      changes: { name: { before: null, after: 'Harbour Hospice' } },
    });
    expect(audit[1]?.details).toEqual({
      changes: { name: { before: 'Harbour Hospice', after: 'Harbour Hospice Society' } },
    });
    expect(audit[2]?.details).toEqual({ changes: { active: { before: true, after: false } } });
  });

  it('refuses a charity with pledges to be deleted, and deletes one without', async () => {
    const body = { key: 'pledged-one', name: 'Pledged One', categoryKey: await categoryKey() };
    const pledged = storedCharitySchema.parse(
      (
        await t.app.inject({ method: 'POST', url: listUrl(), headers: manager, payload: body })
      ).json(),
    );
    const player = await createPlayer(t.database.db, organizationId);
    await t.database.db
      .updateTable('accounts')
      .set({ charity_id: pledged.id })
      .where('id', '=', player.id)
      .execute();
    const refused = await remove(pledged.id);
    expect(expectApiError(refused, 409).Message).toContain('Retire it instead');
    expect((await list()).charities.find((c) => c.id === pledged.id)?.pledgeCount).toBe(1);
    // A sale made under the pledge stays credited to the charity after the player leaves it.
    await sql`insert into payments (organization_id, player_id, game_instance_id, kind,
        amount_cents, currency, status, provider, idempotency_key, request_hash, group_ids)
      select o.id, ${player.id}, i.id, 'play', 200, 'cad', 'succeeded', 'sandbox',
        gen_random_uuid()::text, 'test', '{}'
      from organizations o join game_instances i on i.game_id = o.current_game_id
      where o.id = ${organizationId} and i.status = 'Open'`.execute(t.database.db);
    await t.database.db
      .updateTable('accounts')
      .set({ charity_id: null })
      .where('id', '=', player.id)
      .execute();
    const credited = await remove(pledged.id);
    expect(expectApiError(credited, 409).Message).toBe(
      'Sales were credited to Pledged One: it cannot be deleted. Retire it instead (set it inactive).',
    );

    const spare = storedCharitySchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: listUrl(),
          headers: manager,
          payload: { ...body, key: 'spare-one', name: 'Spare One' },
        })
      ).json(),
    );
    const deleted = await remove(spare.id);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).charities.some((c) => c.id === spare.id)).toBe(false);
    expect((await auditOf(spare.id)).map((row) => row.action)).toEqual([
      'charity.created',
      'charity.deleted',
    ]);
  });

  it('refuses bad input field by field, as the YAML loader does, and changes nothing', async () => {
    const before = await list();
    const cases: [object, string][] = [
      [{ key: 'Bad Key', name: 'X', categoryKey: 'x' }, 'body.key'],
      [{ key: 'ok-key', name: '  ', categoryKey: await categoryKey() }, 'body.name'],
      [
        { key: 'ok-key', name: 'X', categoryKey: await categoryKey(), websiteUrl: 'not a url' },
        'body.websiteUrl',
      ],
      [{ key: 'ok-key', name: 'X\u0000', categoryKey: await categoryKey() }, ''],
      [{ key: 'ok-key', name: 'X'.repeat(1_000_000), categoryKey: await categoryKey() }, ''],
      [{ key: 'ok-key', name: 'X', categoryKey: await categoryKey(), secret: 'sk_live' }, ''],
      [{ key: 'ok-key', name: 'X', categoryKey: 'no-such-category' }, 'categoryKey'],
      [{ key: 'harbour-hospice', name: 'X', categoryKey: await categoryKey() }, 'key'],
    ];
    for (const [payload, path] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: listUrl(),
        headers: manager,
        payload,
      });
      const error = expectApiError(response, response.statusCode === 413 ? 413 : 400);
      if (path) expect(error.Errors?.map((e) => e.Path)).toContain(path);
    }
    expect(await list()).toEqual(before);
  });

  it('lets the auditor read but not change, and no one change another organization', async () => {
    const read = await t.app.inject({ method: 'GET', url: listUrl(), headers: auditor });
    expect(read.statusCode).toBe(200);
    const body = { key: 'auditor-try', name: 'Nope', categoryKey: await categoryKey() };
    for (const headers of [auditor, otherOwner]) {
      const response = await t.app.inject({
        method: 'POST',
        url: listUrl(),
        headers,
        payload: body,
      });
      expectApiError(response, 403);
    }
    const [first] = (await list()).charities;
    if (!first) throw new Error('no charity');
    expectApiError(
      await t.app.inject({ method: 'DELETE', url: oneUrl(first.id), headers: otherOwner }),
      403,
    );
  });
});
