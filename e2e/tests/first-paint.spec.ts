import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
