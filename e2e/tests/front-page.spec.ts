import type { Browser, Page } from '@playwright/test';
import { buyOneTicket } from './front-page/buy-ticket';
import { appTookOver } from './screen-check';
import { expect, expectNoAxeViolations, orgUrl, PHONE, screenshot, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const DEMOS = [
  { org: 'goldrush', price: '$2.00 a number, each draw', charity: 'Harbourview Food Bank' },
  { org: 'fiftyfifty', price: '$5.00 a number, each draw', charity: 'Lakeshore' },
] as const;

const INSIDE = {
  goldrush: { latitude: 44.6488, longitude: -63.5752 },
  fiftyfifty: { latitude: 43.6532, longitude: -79.3832 },
};

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function potOf(page: Page): Promise<number> {
  return cents(await page.getByTestId('showcase-pot').innerText());
}

/**
 * axe runs inside the page, so it cannot run where scripts are off (axe-core-npm #529).
 * It checks the same document instead: the page the scripts-off browser showed, without its
 * scripts, served at the same address to a page that runs axe only.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, html: string, url: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    // The note the scripting media feature shows only to browsers without scripts.
    .replace('</head>', '<style>.showcase__no-js { display: block !important; }</style></head>');
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: withoutScripts }),
  );
  await page.goto(url);
  await expect(page.getByText('Turn on JavaScript to sign in and play.')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
}

test.describe('the public front page (issue 14)', () => {
  test('the server page stays whole while the app loads over it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    let chunkAsked = () => {};
    const asked = new Promise<void>((resolve) => (chunkAsked = resolve));
    await page.route(/\/assets\/game-intro-[^/]*\.js$/, async (route) => {
      chunkAsked();
      await chunkHeld;
      await route.continue();
    });
    await page.goto('/game/intro');
    await asked;
    // The app is running and waits for the intro screen's code: the server's page is still there.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome/);
    await expectNoAxeViolations(page);
    releaseChunk();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome/);
  });

  for (const { org, price, charity } of DEMOS) {
    test(`a signed-out visitor of ${org} sees the pot grow live, the countdown, prices and winners`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(orgUrl(org, '/login'));
      // The app's own page (its Sign in is a button; the server's is a link).
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      const pot = page.getByRole('status', { name: 'Current pot' });
      await expect(pot).toHaveText(/^\$\d[\d,]*\.\d\d$/);
      await expect(page.getByText('Estimate: the pot grows until sales close.')).toBeVisible();
      await expect(page.getByTestId('showcase-price')).toHaveText(price);
      await expect(page.getByRole('heading', { name: 'Last winners' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our charities' })).toBeVisible();
      await expect(page.getByText(charity).first()).toBeVisible();

      const countdown = page.getByTestId('showcase-countdown');
      const first = await countdown.innerText();
      expect(first).toMatch(/^(\d+ d )?\d\d h \d\d min \d\d s$/);
      await expect(countdown).not.toHaveText(first, { timeout: 3_000 });

      const before = await potOf(page);
      // The buyer is inside the game's region, and lets the app read the location.
      const buyer = await browser.newContext({
        viewport: PHONE,
        permissions: ['geolocation'],
        geolocation: INSIDE[org],
      });
      await buyOneTicket(await buyer.newPage(), org, INSIDE[org]);
      await buyer.close();
      // No reload: the pot moves by the server-sent events of the live pot.
      await expect.poll(() => potOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
    });
  }

  for (const language of ['en', 'fr'] as const) {
    for (const width of [360, 1280]) {
      test(`is accessible and photographed at ${width} px in ${language}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          locale: language === 'en' ? 'en-CA' : 'fr-CA',
        });
        const page = await context.newPage();
        for (const path of ['/login', '/game/intro']) {
          await page.goto(orgUrl('fiftyfifty', path));
          await expect(page.getByTestId('showcase-countdown')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // The app's page, not the server's one it replaces (checked without scripts below).
          await appTookOver(page);
          await expectNoAxeViolations(page);
          const name = path === '/login' ? 'login' : 'intro';
          await screenshot(page, `front-page-${name}-${width}-${language}`);
        }
        await context.close();
      });
    }
  }

  test('works without JavaScript: the server renders the figures', async ({
    playwright,
    browser: withScripts,
  }) => {
    // Scripts off in the browser's settings, as a visitor turns them off: <noscript> shows.
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--blink-settings=scriptEnabled=false'],
    });
    for (const { org, price } of DEMOS) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(orgUrl(org, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('showcase-pot')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
      await expect(page.getByTestId('showcase-countdown')).toHaveText(/\d\d h \d\d min \d\d s/);
      await expect(page.getByTestId('showcase-price')).toHaveText(price);
      await expect(page.getByText('Turn on JavaScript to sign in and play.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await screenshot(page, `front-page-no-js-${org}`);
      const html = await page.content();
      await context.close();
      await expectNoAxeViolationsWithoutScripts(withScripts, html, orgUrl(org, '/login'));
    }
    await browser.close();
  });
});
