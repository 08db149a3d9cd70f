import { expect, orgUrl, screenshot, test } from './fixtures';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('staff screens on a desktop (issue 14)', () => {
  test('the reports at 1280 px show every column of every table without scrolling', async ({
    page,
  }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    await page.goto(orgUrl('goldrush', '/admin/reports'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
    const tables = page.locator('.report-table');
    await expect(tables.first()).toBeVisible();
    expect(await tables.count()).toBeGreaterThan(2);
    const main = await page.locator('#main').boundingBox();
    expect(main?.width).toBeGreaterThan(1100);
    for (const table of await tables.all()) {
      const overflow = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
      expect(overflow, (await table.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(0);
    }
    // No table scrolls, so none says that it does.
    await expect(page.locator('.report-scroll-hint')).toHaveCount(0);
    await screenshot(page, 'reports-1280');

    await page.goto(orgUrl('goldrush', '/admin/draw'));
    await expect(page.getByRole('heading', { level: 1, name: 'Draw' })).toBeVisible();
    expect((await page.locator('#main').boundingBox())?.width).toBeGreaterThan(1100);
    await screenshot(page, 'admin-draw-1280');
  });
});
