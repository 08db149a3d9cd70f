import type { Page } from '@playwright/test';
import { expect, PHONE, screenshot, test } from './fixtures';

/** When the first paint and the first script request started, in the page's clock. */
async function paintAndFirstScript(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
  );
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    script: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
}

test.describe('the first paint (issue 14)', () => {
  test("the server's page is painted before the app's scripts are asked for", async ({ page }) => {
    await page.goto('/login');
    const { paint, script } = await paintAndFirstScript(page);
    expect(paint).not.toBeNull();
    expect(script).toBeGreaterThan(paint ?? Infinity);
    // And the app still takes over: its sign-in button (the server's page has a link).
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe("the dashboard's first paint (issue 14)", () => {
  for (const { locale, title, pot } of [
    { locale: 'en-CA', title: 'Dashboard', pot: /^Current pot \$[\d,.]+$/ },
    { locale: 'fr-CA', title: 'Tableau de bord', pot: /^Cagnotte actuelle [\d\s,]+\s\$$/ },
  ]) {
    test(`the server draws its title and the current draw before any script (${locale})`, async ({
      browser,
    }) => {
      // Without scripts: what a phone shows while the app loads (and Lighthouse's LCP).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale,
        viewport: PHONE,
      });
      const page = await context.newPage();
      await page.goto('/game/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^(Week|Semaine) \d+$/);
      await expect(page.locator('.dashboard-shell__pot')).toHaveText(pot);
      await screenshot(page, `dashboard-shell-${locale}`);
      await context.close();
    });
  }
});
