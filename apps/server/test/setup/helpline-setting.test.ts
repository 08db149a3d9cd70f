import { environmentConfigSchema } from '@charity/domain/api/config';
import { organizationProfileSchema } from '@charity/domain/setup/organization-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

let t: TestApp;
let organizationId: string;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  const account = await createPlayer(t.database.db, organizationId, { staffRole: 'owner' });
  owner = await bearerFor(t, 'goldrush', account, true);
});
afterAll(() => t.close());

const url = () => `/api/setup/organization/for-organization/${organizationId}`;
const read = async () =>
  organizationProfileSchema.parse(
    (await t.app.inject({ method: 'GET', url: url(), headers: owner })).json(),
  );
const write = (payload: object) =>
  t.app.inject({ method: 'PUT', url: url(), headers: owner, payload });
const served = async () =>
  environmentConfigSchema.parse(
    (await t.app.inject({ url: '/api/config', headers: { host: 'goldrush.localhost' } })).json(),
  ).Organization.Helpline;

describe('the help line is a setting of the organization (issue 25)', () => {
  it("shows the demo's Nova Scotia line, saves another, and every player is sent to it", async () => {
    const before = await read();
    expect(before.helpline).toEqual({
      name: 'Nova Scotia Problem Gambling Help Line',
      phone: '1-888-347-8888',
    });
    const helpline = { name: 'Gambling Support Network', phone: '1-888-230-3505' };
    const response = await write({ ...before, helpline });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read()).helpline).toEqual(helpline);
    expect(await served()).toEqual({ Name: helpline.name, Phone: helpline.phone });
  });

  it('refuses a phone that is not one, and changes nothing', async () => {
    const before = await read();
    const body = expectApiError(
      await write({ ...before, helpline: { name: 'Help', phone: 'call us<script>' } }),
      400,
    );
    expect(body.Errors?.map((error) => error.Path)).toEqual(['body.helpline.phone']);
    expect((await read()).helpline).toEqual(before.helpline);
  });
});
