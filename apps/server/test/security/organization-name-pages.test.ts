import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { paths } from '@charity/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getAs, type TestApp } from '../helpers/test-app';
import { parsedElements } from './html-tree';

/**
 * Issue 26: the organization's name broke out of the inline theme style of every page the
 * server draws, and out of the comment of /cdn/themes/<slug>.css.
 */
const HOSTILE =
  '*/</style><h1 id=injected>x</h1><meta http-equiv=refresh content="5;url=https://evil.example/">' +
  '<script>alert(1)</script></title><style>body{display:none}</style>" onload="x \' $` $& $\' \u202E';

const template =
  '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Charity Games</title>' +
  '<script>startTheApp();</script></head>\n<body><div id="root"></div></body></html>';
const pages = [
  '/',
  paths.login,
  paths.game.intro,
  paths.game.dashboard,
  paths.game.drawResults(2026),
  paths.admin.organization,
];
const accept = { accept: 'text/html' };

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'charity-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), template);
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
  await t.database.db
    .updateTable('organizations')
    .set({ name: HOSTILE })
    .where('slug', '=', 'goldrush')
    .execute();
  await t.database.db
    .updateTable('charities')
    .set({ name: HOSTILE })
    .where('organization_id', '=', await t.organizationId('goldrush'))
    .execute();
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('a hostile organization name on the pages the server draws', () => {
  it.each(pages)('%s: no element, style or navigation is injected', async (url) => {
    const response = await getAs(t.app, 'goldrush', url, { headers: accept });
    expect(response.statusCode).toBe(200);
    const elements = parsedElements(response.body);
    const tags = (tag: string) => elements.filter((element) => element.tag === tag);
    expect(elements.filter((element) => element.attrs.id === 'injected')).toEqual([]);
    expect(tags('meta').filter((meta) => 'http-equiv' in meta.attrs)).toEqual([]);
    expect(tags('script').map((script) => script.text)).toEqual(['startTheApp();']);
    expect(tags('head')).toHaveLength(1);
    expect(tags('style').map((style) => style.attrs.id)).toEqual(['organization-theme-inline']);
    // The name is not in the CSS at all; the title holds it whole, as text.
    expect(tags('style')[0]?.text).toMatch(
      /^:root \{(\n {2}--brand-[a-z-]+: #[0-9a-f]{6};){6}\n\}\n$/,
    );
    expect(tags('title').map((title) => title.text)).toEqual([HOSTILE]);
    expect(elements.some((element) => Object.keys(element.attrs).includes('onload'))).toBe(false);
  });

  it('the theme CSS holds only the colour variables', async () => {
    const response = await getAs(t.app, 'goldrush', '/cdn/themes/goldrush.css');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^:root \{(\n {2}--brand-[a-z-]+: #[0-9a-f]{6};){6}\n\}\n$/);
  });

  it.each(['logo.svg', 'combined-logo.svg'])('the %s holds the name as text', async (file) => {
    const response = await getAs(t.app, 'goldrush', `/cdn/orgs/goldrush/${file}`);
    const elements = parsedElements(`<body>${response.body}</body>`);
    expect(elements.map((element) => element.tag)).not.toContain('script');
    expect(elements.find((element) => element.tag === 'title')?.text).toBe(HOSTILE);
  });
});
