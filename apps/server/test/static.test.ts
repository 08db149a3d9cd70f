import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let webDist: string;
const html = { accept: 'text/html,application/xhtml+xml' };
/** The built index.html asks for the app's scripts from one inline script. */
const LOADER = 'startTheApp();';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'charity-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><title>SPA</title><script>${LOADER}</script>`,
  );
  await writeFile(path.join(webDist, 'assets', 'index-B4x9kQ2z.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the CDN', () => {
  it.each(['gold-rush-logo.svg', 'fifty-fifty-logo.svg'])(
    'serves the game logo %s',
    async (file) => {
      const response = await t.app.inject({ url: `/cdn/assets/game-logos/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    },
  );

  it('serves the colour theme of an organization as CSS variables', async () => {
    const response = await t.app.inject({ url: '/cdn/themes/fiftyfifty.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    for (const name of ['primary', 'primary-contrast', 'accent', 'background', 'surface', 'text']) {
      expect(response.body).toMatch(new RegExp(`--brand-${name}: #[0-9a-f]{6};`));
    }
    expect(response.body).toContain('--brand-primary: #6a1b9a;');
  });

  it.each(['logo.svg', 'combined-logo.svg'])('draws the organization %s', async (file) => {
    const response = await t.app.inject({ url: `/cdn/orgs/goldrush/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<title>Harbourview Health Foundation</title>');
  });

  it('answers unknown CDN paths with a 404 ApiErrorBody, even for browsers', async () => {
    expectApiError(await t.app.inject({ url: '/cdn/themes/nobody.css' }), 404);
    expectApiError(await t.app.inject({ url: '/cdn/orgs/goldrush/other.svg' }), 400);
    expectApiError(await t.app.inject({ url: '/cdn/assets/missing.png', headers: html }), 404);
  });
});

describe('the SPA', () => {
  it('serves index.html for client routes (history fallback), never cached', async () => {
    for (const url of ['/', '/game/dashboard', '/register/terms-of-service?x=1']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      // The title names the organization of the host (localhost: the default one).
      expect(response.body).toContain('<title>Harbourview Health Foundation</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("allows the page's own inline script by its hash, and no other", async () => {
    const response = await t.app.inject({ url: '/login', headers: html });
    const hash = createHash('sha256').update(LOADER).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('caches hashed assets forever and other files for a while', async () => {
    const hashed = await t.app.inject({ url: '/assets/index-B4x9kQ2z.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/robots.txt' });
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the app to curl and other clients that accept anything (issue 28)', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      const response = await t.app.inject({ url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('does not answer server paths or JSON-only requests with the SPA', async () => {
    for (const url of ['/api/unknown', '/healthz/extra', '/metrics/x']) {
      expectApiError(await t.app.inject({ url, headers: html }), 404);
    }
    expectApiError(
      await t.app.inject({ url: '/game/dashboard', headers: { accept: 'application/json' } }),
      404,
    );
    expectApiError(
      await t.app.inject({ method: 'POST', url: '/game/dashboard', headers: html }),
      404,
    );
  });
});

describe('without a built web app', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('says how to build it', async () => {
    const response = await bare.app.inject({ url: '/game/dashboard', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('the OpenAPI document', () => {
  it('lists every API call', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/config',
        '/api/charity/active-for-organization',
        '/api/charity/by-category/for-organization/{organizationId}',
        '/api/organization/max-numbers-per-player/byid/{organizationId}',
        '/api/organization/current-status/byid/{organizationId}',
        '/api/organization/winner-circle-by-organization-id-and-year/{organizationId}/{year}',
        '/api/organization/tos/latest/byid/{organizationId}',
        '/api/client-errors',
        '/healthz',
        '/readyz',
      ]),
    );
  });

  it('serves the documentation UI', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
