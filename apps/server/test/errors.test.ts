import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.get('/api/test/explode', async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed');
  });
});
afterAll(() => t.close());

describe('central error handling', () => {
  it('answers an unknown /api route with a 404 ApiErrorBody', async () => {
    const response = await t.app.inject({ url: '/api/nope?x=1', headers: { accept: 'text/html' } });
    const body = expectApiError(response, 404);
    expect(body).toMatchObject({ Code: 'NotFound', Method: 'GET', RequestUrl: '/api/nope?x=1' });
  });

  it('answers an unknown method on a known path with a 404 ApiErrorBody', async () => {
    expectApiError(await t.app.inject({ method: 'DELETE', url: '/api/config' }), 404);
  });

  it('hides the internals of a 500', async () => {
    const response = await t.app.inject({ url: '/api/test/explode' });
    const body = expectApiError(response, 500);
    expect(body.Code).toBe('InternalError');
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack/i);
  });

  it('answers malformed JSON with a 400 ApiErrorBody', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"Message":',
    });
    expectApiError(response, 400);
  });

  it('answers an unsupported content type with a 415 ApiErrorBody', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/xml' },
      payload: '<error/>',
    });
    expectApiError(response, 415);
  });
});
