import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { checkScreen } from './screen-check';

test.use({ viewport: PHONE });

/**
 * Every open page of spec §2 with the heading a visitor sees, in both languages. A legal page
 * first shows its generic title ("Règlement du jeu"), then the organization's document title
 * ("… : règlement du jeu"): the pattern matches both, whichever the test sees first.
 */
const OPEN_PAGES = [
  { path: '/game/game-rules', name: 'game-rules', en: /Game Rules/i, fr: /règlement du jeu/i },
  { path: '/game/terms-of-service', name: 'terms', en: /Website Terms of Use/, fr: /Conditions/ },
  { path: '/game/privacy-policy', name: 'privacy', en: /Privacy Policy/, fr: /confidentialit/ },
  { path: '/game/intro', name: 'intro', en: /Welcome/, fr: /Bienvenue/ },
  { path: '/status', name: 'status', en: /Service status/, fr: /service/i },
  { path: '/location-error', name: 'location-error', en: /find your position/, fr: /position/ },
  { path: '/bad-request', name: 'bad-request', en: /could not load this page/, fr: /charger/ },
  {
    path: '/game-not-started',
    name: 'game-not-started',
    en: /has not started yet/,
    fr: /pas encore commencé/,
    noGame: true,
  },
  { path: '/ticket-limit-reached', name: 'ticket-limit', en: /tickets are taken/, fr: /billets/ },
  { path: '/no/such/page', name: 'not-found', en: /Page not found/, fr: /introuvable/ },
  {
    path: '/browser-not-supported',
    name: 'browser-not-supported',
    en: /not supported/,
    fr: /pris en charge/,
  },
  { path: '/login', name: 'login', en: /Sign in/, fr: /Connexion|connecter/ },
] as const;

/**
 * The organization as it is between two games: its status names no open instance, the only
 * case in which /game-not-started shows (with an open game it goes to the dashboard).
 */
async function withoutOpenGame(page: Page): Promise<void> {
  await page.route('**/api/organization/current-status/**', async (route) => {
    const response = await route.fetch();
    const status = { ...(await response.json()), CurrentGameInstance: null };
    await route.fulfill({ response, json: status });
  });
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`open pages in ${language === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: language === 'en' ? 'en-CA' : 'fr-CA' });

    for (const page of OPEN_PAGES) {
      test(`${page.path} renders, is accessible and fits 360 px`, async ({ page: browser }) => {
        if ('noGame' in page) await withoutOpenGame(browser);
        await browser.goto(page.path);
        await expect(browser).toHaveURL(new RegExp(`${page.path}$`));
        await expect(browser.locator('html')).toHaveAttribute('lang', language);
        await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page[language]);
        await checkScreen(browser, `${page.name}-${language}`);
      });
    }
  });
}

test.describe('legal texts rendered from the organization markdown', () => {
  test('game rules of each organization come from its own markdown', async ({ page }) => {
    await page.goto(orgUrl('goldrush', '/game/game-rules'));
    const document = page.getByRole('article');
    // The document's own title is the page's heading, once (issue 12).
    await expect(
      page.getByRole('heading', { level: 1, name: /Harbourview Weekly Gold Rush/ }),
    ).toBeVisible();
    await expect(document.getByText('NS-AGFT-GR-2025-0147').first()).toBeVisible();

    await page.goto(orgUrl('fiftyfifty', '/game/game-rules'));
    await expect(page.getByRole('heading', { level: 1, name: /Lakeshore 50\/50/ })).toBeVisible();
  });

  test('markdown becomes HTML without header ids', async ({ page }) => {
    await page.goto('/game/terms-of-service');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: /Who may use the Service/ })).toBeVisible();
    await expect(article.locator('h1[id], h2[id], h3[id], h4[id]')).toHaveCount(0);
    await expect(article.locator('ul li').first()).toBeVisible();
    await expect(article.locator('strong').first()).toBeVisible();
  });

  test('privacy policy renders for both organizations', async ({ page }) => {
    for (const slug of ['goldrush', 'fiftyfifty'] as const) {
      await page.goto(orgUrl(slug, '/game/privacy-policy'));
      await expect(page.getByRole('article').getByRole('heading').first()).toBeVisible();
    }
  });
});

test.describe('branding', () => {
  test('each organization shows its own name, logo and colour theme', async ({ page }) => {
    const seen: Record<string, string> = {};
    for (const slug of ['goldrush', 'fiftyfifty'] as const) {
      await page.goto(orgUrl(slug, '/game/game-rules'));
      await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible();
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      seen[slug] = primary;
      await screenshot(page, `branding-${slug}`);
    }
    expect(seen.goldrush).not.toBe(seen.fiftyfifty);
  });

  test('the game logo follows the game type', async ({ page }) => {
    await page.goto(orgUrl('goldrush', '/game/how-to-play'));
    await page.goto(orgUrl('goldrush', '/game/game-rules'));
    await expect(page.locator('img[src$="gold-rush-logo.svg"]')).toHaveCount(1);
    await page.goto(orgUrl('fiftyfifty', '/game/game-rules'));
    await expect(page.locator('img[src$="fifty-fifty-logo.svg"]')).toHaveCount(1);
  });
});
