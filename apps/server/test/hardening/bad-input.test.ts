import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

let t: TestApp;
let player: Record<string, string>;
let admin: Record<string, string>;
let ids: { PlayerId: string; OrganizationId: string };
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '65536' }, app: { identity: testIdentity } });
  const organizationId = await t.organizationId('goldrush');
  const account = await createPlayer(t.database.db, organizationId);
  player = await bearerFor(t, 'goldrush', account, false);
  admin = await adminHeaders(t, 'goldrush');
  ids = { PlayerId: account.id, OrganizationId: organizationId };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** The spec's error shape, the status, and the security headers. */
function expectHardenedError(response: LightMyRequestResponse, status: number) {
  const body = expectApiError(response, status);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  return body;
}

const NUL = 'a\u0000b';

describe('text no client should send', () => {
  it.each([
    ['POST', '/api/client-errors', () => ({}), { Message: NUL, Url: '/x', AppVersion: '1' }],
    [
      'PUT',
      '/api/player/update/basic-info',
      () => player,
      () => ({ ...ids, FirstName: NUL, LastName: 'L', Phone: '902-555-0100' }),
    ],
    [
      'POST',
      '/api/organization/tos/publish',
      () => admin,
      () => ({ OrganizationId: ids.OrganizationId, TermsOfService: `# Terms${NUL}` }),
    ],
    ['POST', '/api/payment-method/add', () => player, () => ({ ...ids, Token: `tok_${NUL}` })],
    [
      'POST',
      '/api/client-errors',
      () => ({}),
      { Message: 'lone \ud800', Url: '/', AppVersion: '1' },
    ],
  ] as const)('%s %s answers 400, not 500', async (method, url, headers, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { host: demoHosts.goldrush, ...headers() },
      payload: typeof payload === 'function' ? payload() : payload,
    });
    const body = expectHardenedError(response, 400);
    expect(body.Errors?.[0]?.Path).toMatch(/^body\./);
  });

  it('refuses NUL in a query string and a path', async () => {
    const query = await t.app.inject({
      url: '/api/charity/active-for-organization?organizationIdP=%00',
      headers: { host: demoHosts.goldrush },
    });
    expectHardenedError(query, 400);
  });

  it('refuses a body nested thousands deep', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: `{"Message":"m","Url":"/","AppVersion":"1","Deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expectHardenedError(response, 400);
  });
});

describe('dates and sizes', () => {
  it.each(['sales', 'draws', 'charities', 'players', 'reconciliation'])(
    'the %s report refuses year 0 with a 400',
    async (kind) => {
      const response = await t.app.inject({
        url: `/api/reports/${kind}/for-organization/${ids.OrganizationId}?from=0000-01-01&to=0001-01-01`,
        headers: admin,
      });
      expectHardenedError(response, 400);
    },
  );

  it('refuses a report over a century of days', async () => {
    const response = await t.app.inject({
      url: `/api/reports/sales/for-organization/${ids.OrganizationId}?from=1900-01-01&to=2999-12-31`,
      headers: admin,
    });
    expectHardenedError(response, 400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Message: 'x'.repeat(70_000), Url: '/', AppVersion: '1' }),
    });
    expect(expectHardenedError(response, 413).Code).toBe('PayloadTooLarge');
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/player/update/basic-info',
      headers: { ...player, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(expectHardenedError(response, 415).Code).toBe('UnsupportedMediaType');
  });
});

/** Over a real socket: these answers come from the router and Node's HTTP parser. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<LightMyRequestResponse>((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: payload,
          payload,
          json: () => JSON.parse(payload) as unknown,
        } as LightMyRequestResponse);
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the framework's own refusals", () => {
  it('answers bad percent-encoding in a path parameter with a 400 in the error shape', async () => {
    const response = await rawGet('/api/organization/current-status/byid/%E0%A4%A');
    expectHardenedError(response, 400);
  });

  it('answers a 10 KB path parameter with a 414 in the error shape', async () => {
    const response = await rawGet(`/api/organization/current-status/byid/${'a'.repeat(10_000)}`);
    expect(expectHardenedError(response, 414).Code).toBe('UriTooLong');
  });

  it('answers a 100 KB URL with a 431 in the error shape', async () => {
    const response = await rawGet(`/api/config?q=${'a'.repeat(100_000)}`);
    const body = expectHardenedError(response, 431);
    expect(body.Code).toBe('HeadersTooLarge');
    expect(body.RequestUrl.length).toBeLessThan(3000);
    apiErrorBodySchema.parse(body);
  });

  it('answers an unknown route with the headers too', async () => {
    expectHardenedError(await rawGet('/api/nothing-here'), 404);
  });
});
