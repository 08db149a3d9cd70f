import { expect, orgUrl, screenshot, test } from './fixtures';
import { demoAccounts, signIn } from './sign-in';

const page = '/admin/financial-return';

test.describe("the licence's financial return (issue 27)", () => {
  // Sign-in, a recorded expense and four screenshots: slow on a busy shared machine.
  test.describe.configure({ timeout: 180_000 });
  // The hostile expense is refused on purpose.
  test.use({ allowedConsoleErrors: [/400|Bad Request/] });

  test('the owner enters an expense, sees the refusal of a hostile one, and prints the return', async ({
    page: browser,
  }) => {
    await browser.setViewportSize({ width: 1280, height: 900 });
    await signIn(browser, 'goldrush', demoAccounts.admin('goldrush'));
    await browser.goto(orgUrl('goldrush', page));
    await expect(
      browser.getByRole('heading', { level: 1, name: 'Financial return' }),
    ).toBeVisible();
    await expect(browser.getByRole('table', { name: 'Totals for the period' })).toBeVisible();

    const description = `Posters ${Date.now()}`;
    await browser.getByRole('textbox', { name: /Description/ }).fill(description);
    await browser.getByRole('textbox', { name: /Amount/ }).fill('12.50');
    await browser.getByRole('button', { name: 'Record the expense' }).click();
    await expect(browser.getByRole('status').filter({ hasText: 'Expense recorded' })).toBeVisible();
    await expect(browser.getByRole('table', { name: 'Expenses' })).toContainText(description);

    // A negative amount is said on its field before anything is sent.
    await browser.getByRole('textbox', { name: /Amount/ }).fill('-5');
    await browser.getByRole('button', { name: 'Record the expense' }).click();
    await expect(browser.getByText('The amount must be more than $0.00')).toBeVisible();
    // A control character only the server refuses: its refusal is shown, per field.
    await browser.getByRole('textbox', { name: /Description/ }).fill('Posters\u0001');
    await browser.getByRole('textbox', { name: /Amount/ }).fill('5');
    await browser.getByRole('button', { name: 'Record the expense' }).click();
    const refusal = browser.getByRole('alert').filter({ hasText: 'The expense was not recorded' });
    await expect(refusal).toContainText('Description: Text must not contain control characters');
    await screenshot(browser, 'financial-return-1280-en');

    await browser.emulateMedia({ media: 'print' });
    await browser.setViewportSize({ width: 794, height: 1123 });
    await expect(browser.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(browser.getByRole('table', { name: 'Per draw' })).toBeVisible();
    // The paper names the licence (the demo's settings) and when it was printed.
    await expect(browser.getByText('Licence number: NS-AGFT-GR-2025-0147')).toBeVisible();
    await expect(browser.getByText(/^Printed on .+\(America\/Halifax\)$/)).toBeVisible();
    await screenshot(browser, 'financial-return-print-a4');
    await browser.setViewportSize({ width: 816, height: 1056 });
    await screenshot(browser, 'financial-return-print-letter');
  });

  test('in French at 1280 px, and on a phone', async ({ page: browser }) => {
    await browser.setViewportSize({ width: 1280, height: 900 });
    await signIn(browser, 'goldrush', demoAccounts.manager('goldrush'));
    await browser.evaluate(() => window.localStorage.setItem('charity.language', 'fr'));
    await browser.goto(orgUrl('goldrush', page));
    await expect(
      browser.getByRole('heading', { level: 1, name: 'Rapport financier' }),
      // The console's code and its French catalogue load on this first visit.
    ).toBeVisible({ timeout: 30_000 });
    await expect(browser.getByRole('table', { name: 'Totaux de la période' })).toBeVisible();
    await expect(browser.getByRole('button', { name: 'Enregistrer la dépense' })).toBeVisible();
    await screenshot(browser, 'financial-return-1280-fr');

    await browser.setViewportSize({ width: 360, height: 780 });
    await expect(browser.getByRole('table', { name: 'Totaux de la période' })).toBeVisible();
    const width = await browser.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(browser, 'financial-return-360-fr');
  });
});
