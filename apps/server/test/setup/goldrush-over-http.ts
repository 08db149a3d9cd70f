import type { AddressInfo } from 'node:net';
import { gameSetupListSchema } from '@charity/domain/setup/game-setup';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { buildReportApp } from '../reports/report-fixtures';
import { staffHeaders } from './staff-headers';

type Headers = Record<string, string>;

export interface GoldrushOverHttp {
  t: TestApp;
  port: number;
  organizationId: string;
  manager: Headers;
}

/**
 * The goldrush demo served over real HTTP (PGlite, or PostgreSQL with DATABASE_URL), with the
 * headers of a new manager: the set-up of the tests that change draws as staff do.
 */
export async function goldrushOverHttp(): Promise<GoldrushOverHttp> {
  const t = await buildReportApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const organizationId = await t.organizationId('goldrush');
  const manager = await staffHeaders(t, 'goldrush', 'manager');
  return { t, port, organizationId, manager };
}

/** goldrushOverHttp for the tests of one file: served before the first, closed after the last. */
export function goldrushForFile(): GoldrushOverHttp {
  const served = {} as GoldrushOverHttp;
  beforeAll(async () => {
    Object.assign(served, await goldrushOverHttp());
  });
  afterAll(() => served.t.close());
  return served;
}

/** A call to `/api/<path>` over HTTP with these headers: its status and its parsed JSON body. */
export async function apiCall(
  port: number,
  method: string,
  path: string,
  headers: Headers,
  body?: unknown,
) {
  const response = await httpTransport(port)({
    method,
    path: `/api/${path}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: JSON.parse(response.body) as unknown };
}

/** The organization's games as the console lists them; the read must succeed. */
export async function setupGames(port: number, headers: Headers, organizationId: string) {
  const response = await apiCall(
    port,
    'GET',
    `setup/games/for-organization/${organizationId}`,
    headers,
  );
  expect(response.status).toBe(200);
  return gameSetupListSchema.parse(response.body);
}
