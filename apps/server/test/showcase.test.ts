import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { showcaseSchema } from '@charity/domain/api/showcase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from './helpers/test-app';

let t: TestApp;
let webDist: string;
const html = { accept: 'text/html,application/xhtml+xml' };
const template =
  '<!doctype html>\n<html lang="en">\n<head><title>Charity Games</title></head>\n' +
  '<body><div id="root"></div></body></html>';
const script = 'console.log("first load");'.repeat(50);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'charity-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), template);
  const asset = path.join(webDist, 'assets', 'index-B4x9kQ2z.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /api/showcase (public, by host)', () => {
  it("answers each demo organization's own game, prices and charities without signing in", async () => {
    const gold = showcaseSchema.parse((await getAs(t.app, 'goldrush', '/api/showcase')).json());
    const fifty = showcaseSchema.parse((await getAs(t.app, 'fiftyfifty', '/api/showcase')).json());
    expect(gold.OrganizationName).toBe('Harbourview Health Foundation');
    expect(gold.CurrentGame?.GameType).toBe(1);
    expect(gold.CurrentGame?.TimeZone).toBe('America/Halifax');
    expect(gold.Charities.length).toBeGreaterThan(1);
    expect(fifty.CurrentGame?.GameType).toBe(2);
    expect(fifty.CurrentGame?.TicketPrice).toBeGreaterThan(0);
    expect(fifty.Charities).toHaveLength(1);
    expect(fifty.CurrentGame?.Id).not.toBe(gold.CurrentGame?.Id);
  });

  it('refuses a host that serves no organization', async () => {
    const response = await t.app.inject({
      url: '/api/showcase',
      headers: { host: 'nobody.example' },
    });
    expectApiError(response, 404);
  });
});

describe('the front page rendered by the server', () => {
  it('puts the pot, the draw, the price and the charities into index.html for /login', async () => {
    const response = await getAs(t.app, 'fiftyfifty', '/login', { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    expect(body).toContain('data-testid="showcase-pot"');
    expect(body).toMatch(/\$\d[\d,]*\.\d\d/);
    expect(body).toContain('Estimate: the pot grows until sales close.');
    expect(body).toContain('data-testid="showcase-countdown"');
    expect(body).toContain('a number, each draw');
    expect(body).toContain('Lakeshore');
    expect(body).toContain('<title>Lakeshore');
    expect(body).toMatch(/<style id="organization-theme-inline">[^<]*--brand-primary: #6a1b9a;/);
  });

  it("speaks the visitor's language and names the game's time zone", async () => {
    const response = await getAs(t.app, 'goldrush', '/game/intro', {
      headers: { ...html, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('Cagnotte actuelle');
    // Money the Canadian French way (issue 14: the pot and price read "$2.00" in French).
    expect(response.body).toMatch(/data-testid="showcase-pot">\d[\d\u202f\u00a0]*,\d\d\u00a0\$</);
    expect(response.body).toMatch(/data-testid="showcase-price">2,00\u00a0\$ /);
    expect(response.body).not.toMatch(/\$\d/);
    expect(response.body).toMatch(/<time datetime="[^"]+">[^<]*(HNA|AST|UTC−4|UTC-4|HAA|ADT)/);
  });

  it('follows the language chosen in the app over the browser’s (issue 28: a French player saw English)', async () => {
    const response = await getAs(t.app, 'fiftyfifty', '/game/dashboard', {
      headers: { ...html, 'accept-language': 'en-CA,en;q=0.9', cookie: 'other=1; lang=fr' },
    });
    expect(response.body).toContain('<html lang="fr">');
    expect(response.headers.vary).toContain('cookie');
    const english = await getAs(t.app, 'fiftyfifty', '/game/dashboard', {
      headers: { ...html, 'accept-language': 'fr-CA', cookie: 'lang=en' },
    });
    expect(english.body).toContain('<html lang="en">');
    // Anything else in the cookie is no language.
    const odd = await getAs(t.app, 'fiftyfifty', '/game/dashboard', {
      headers: { ...html, 'accept-language': 'en', cookie: 'lang=de' },
    });
    expect(odd.body).toContain('<html lang="en">');
  });

  it("writes the organization's own texts in the visitor's language on / and /login", async () => {
    for (const url of ['/', '/login']) {
      const response = await getAs(t.app, 'goldrush', url, {
        headers: { ...html, 'accept-language': 'fr-CA,fr;q=0.9' },
      });
      expect(response.body).toContain('<title>Fondation Harbourview Health</title>');
      expect(response.body).toContain(
        'Jouez au Gold Rush de Harbourview chaque semaine et aidez à financer des soins',
      );
      expect(response.body).toContain('Hôpital régional de Harbourview');
      expect(response.body).not.toContain('Play the Harbourview Gold Rush');
    }
    const english = await getAs(t.app, 'goldrush', '/login', { headers: html });
    expect(english.body).toContain('Play the Harbourview Gold Rush every week');
    expect(english.body).toContain('<title>Harbourview Health Foundation</title>');
  });

  it('gives other app pages the header only, themed', async () => {
    const response = await getAs(t.app, 'goldrush', '/game/how-to-play', { headers: html });
    expect(response.body).toMatch(
      /<div id="root"><header class="app-header[^"]*">.*<\/header><\/div>/,
    );
    expect(response.body).not.toContain('showcase');
    expect(response.body).toContain('organization-theme-inline');
  });

  it("gives the dashboard its title and the current draw's card, nothing of the player", async () => {
    const response = await getAs(t.app, 'goldrush', '/game/dashboard', {
      headers: { ...html, 'accept-language': 'fr-CA' },
    });
    expect(response.body).toContain('>Tableau de bord</h1>');
    expect(response.body).toMatch(
      /<div class="dashboard-shell__game">.*<h2 class="dashboard-shell__name">Semaine \d+<\/h2>/,
    );
    expect(response.body).toContain('Cagnotte actuelle');
    expect(response.body).not.toContain('showcase');
  });

  it('writes a logo address staff gave as text, never as markup', async () => {
    const logo = 'https://cdn.example.org/logo.svg?a=1&b="><script>alert(1)</script>';
    await t.database.db
      .updateTable('organizations')
      .set({ logo_url: logo })
      .where('slug', '=', 'fiftyfifty')
      .execute();
    const response = await getAs(t.app, 'fiftyfifty', '/game/dashboard', { headers: html });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('src="https://cdn.example.org/logo.svg?a=1&amp;b=&quot;&gt;');
  });

  it('compresses the rendered page for browsers that accept it', async () => {
    const response = await getAs(t.app, 'goldrush', '/login', {
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });
});

describe('compression', () => {
  const asset = '/assets/index-B4x9kQ2z.js';

  it('serves built files precompressed by Accept-Encoding, cached for a year', async () => {
    const br = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBe(brotliCompressSync(script).length);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses API JSON above 1 KB, and not below', async () => {
    const big = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await getAs(t.app, 'goldrush', '/healthz', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
