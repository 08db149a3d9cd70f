import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { buildReportApp } from '../reports/report-fixtures';
import { staffHeaders } from './staff-headers';

export interface ManagerOverHttp {
  t: TestApp;
  port: number;
  organizationId: string;
  manager: Record<string, string>;
}

/**
 * The goldrush demo served over real HTTP (PGlite) to one of its managers: built before the
 * file's tests, closed after them. Read its fields inside tests (they are set by then).
 */
export function managerOverHttp(): ManagerOverHttp {
  const served = {} as ManagerOverHttp;
  beforeAll(async () => {
    served.t = await buildReportApp();
    await served.t.app.listen({ port: 0, host: '127.0.0.1' });
    served.port = (served.t.app.server.address() as AddressInfo).port;
    served.organizationId = await served.t.organizationId('goldrush');
    served.manager = await staffHeaders(served.t, 'goldrush', 'manager');
  });
  afterAll(() => served.t.close());
  return served;
}

/** A call as that manager, with a JSON body if any: its status and its parsed answer. */
export async function managerCall(
  served: ManagerOverHttp,
  method: string,
  path: string,
  body?: unknown,
) {
  const json: Record<string, string> =
    body === undefined ? {} : { 'content-type': 'application/json' };
  const response = await httpTransport(served.port)({
    method,
    path,
    headers: { ...served.manager, ...json },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: JSON.parse(response.body) as unknown,
    text: response.body,
  };
}
