import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { walkOperations, type OpenApiDocument } from '../hardening/openapi-walk';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { openInstanceId } from '../payments/money-fixtures';
import { createPlayer, testIdentity } from '../identity/fixtures';

/** The server's payment secrets, set to values a leak would show verbatim. */
const secrets = {
  STRIPE_SECRET_KEY: `sk_test_${randomUUID().replaceAll('-', '')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomUUID().replaceAll('-', '')}`,
  SANDBOX_WEBHOOK_SECRET: `sandbox-${randomUUID()}`,
};

type Headers = Record<string, string>;

let t: TestApp;
let organizationId: string;
let instanceId: string;
const callers: Record<string, { headers: Headers; accountId: string }> = {};

beforeAll(async () => {
  t = await buildTestApp({
    app: { identity: testIdentity, payments: { ...secrets, JOBS_INTERVAL_MS: 0 } },
  });
  organizationId = await t.organizationId('goldrush');
  instanceId = await openInstanceId(t, 'goldrush');
  for (const role of ['owner', null] as const) {
    const account = await createPlayer(
      t.database.db,
      organizationId,
      role === null ? {} : { staffRole: role },
    );
    callers[role ?? 'player'] = {
      headers: await bearerFor(t, 'goldrush', account, role !== null),
      accountId: account.id,
    };
  }
  callers.anonymous = { headers: { host: demoHosts.goldrush }, accountId: randomUUID() };
});
afterAll(() => t.close());

function leaks(text: string): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

describe('payment secret keys', () => {
  // The owner may make every staff call; a player and no one at all see the rest. One test
  // each.
  it.each(['owner', 'player', 'anonymous'])(
    'are never returned by any GET of the API, asked by %s',
    async (name) => {
      const caller = callers[name] ?? { headers: {}, accountId: '' };
      const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
      const reads = walkOperations(document).filter((op) => op.method === 'GET' && !op.streams);
      expect(reads.length).toBeGreaterThan(20);
      const ids: Record<string, string> = {
        organizationId,
        playerId: caller.accountId,
        gameInstanceId: instanceId,
        instanceId,
      };
      let answered = 0;
      for (const op of reads) {
        const url = op.path.replace(/\{(\w+)\}/g, (_, param: string) => ids[param] ?? randomUUID());
        const response = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        if (response.statusCode === 200) answered += 1;
        const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
        expect(leaks(seen), `${name} GET ${url} (${response.statusCode})`).toEqual([]);
      }
      // Not a walk of refusals only: configuration, reports, set-up and the rest answered.
      expect(answered).toBeGreaterThan(name === 'owner' ? 15 : 5);
    },
    // The owner's walk includes every report: 13 s at load 15.
    45_000,
  );

  it('are not part of the profile, the export or the configuration', async () => {
    const { headers } = callers.owner ?? { headers: {} };
    for (const url of [
      `/api/setup/organization/for-organization/${organizationId}`,
      `/api/setup/export/for-organization/${organizationId}`,
      '/api/config',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/sk_(test|live)_|rk_(test|live)_|whsec_/);
    }
  });

  it('cannot be written through the profile (the console has no field that reads one back)', async () => {
    const { headers } = callers.owner ?? { headers: {} };
    const url = `/api/setup/organization/for-organization/${organizationId}`;
    const profile = (await t.app.inject({ method: 'GET', url, headers })).json<object>();
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...profile, stripeSecretKey: secrets.STRIPE_SECRET_KEY },
    });
    expectApiError(response, 400);
    expect(leaks(response.body)).toEqual([]);
  });
});
