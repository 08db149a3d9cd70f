import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/create-database';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, testEnv, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('answers /healthz', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ready' });
  });

  it('answers /readyz with 503 when the database is unreachable', async () => {
    const unreachable = await createDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: '',
    });
    const app = await buildApp({ env: testEnv(), db: unreachable });
    try {
      const body = expectApiError(await app.inject({ url: '/readyz' }), 503);
      expect(body.Code).toBe('ServiceUnavailable');
      expect(body.Message).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });

  it('exposes default metrics and request durations by route', async () => {
    const id = await t.organizationId('goldrush');
    await t.app.inject({ url: `/api/organization/current-status/byid/${id}` });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/organization\/current-status\/byid\/:organizationId",status_code="200"\} 1/,
    );
    expect(response.body).not.toContain(id);
  });

  it('sends security headers with a CSP the SPA can live with', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
