import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { clientErrorsPerMinute: 3 } });
});
afterAll(() => t.close());

const report = {
  Message: 'TypeError: cannot read properties of undefined',
  Stack: 'at Dashboard (dashboard.tsx:12)',
  Url: 'https://fiftyfifty.localhost/game/dashboard?email=jane@example.org#top',
  AppVersion: '0.1.0',
  UserAgent: 'Mozilla/5.0',
};

const post = (payload: unknown, remoteAddress = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { host: 'fiftyfifty.localhost' },
    remoteAddress,
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/client-errors', () => {
  it('stores the report for the organization without the query string', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(202);
    const { Id } = response.json<{ Id: string }>();
    const row = await t.database.db
      .selectFrom('client_errors')
      .select(['organization_id', 'message', 'url', 'app_version', 'stack'])
      .where('id', '=', Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      organization_id: await t.organizationId('fiftyfifty'),
      message: report.Message,
      url: 'https://fiftyfifty.localhost/game/dashboard',
      app_version: '0.1.0',
      stack: report.Stack,
    });
  });

  it('rejects an invalid report with the problems listed', async () => {
    const body = expectApiError(await post({ Message: '', Url: 'x' }, '10.2.2.2'), 400);
    expect(body.Errors?.map((error) => error.Path)).toEqual(
      expect.arrayContaining(['body.Message', 'body.AppVersion']),
    );
  });

  it('limits how many reports one client may send', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await post(report, '10.3.3.3')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const body = expectApiError(await post(report, '10.3.3.3'), 429);
    expect(body.Code).toBe('TooManyRequests');
    expect((await post(report, '10.4.4.4')).statusCode).toBe(202);
  });
});
