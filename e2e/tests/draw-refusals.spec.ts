import type { Page } from '@playwright/test';
import { expect, orgUrl, test } from './fixtures';
import { checkScreen } from './screen-check';
import { demoAccounts, signIn } from './sign-in';

// Staff read /admin/draw on a desktop, here from Tokyo: its times must still be Halifax's.
test.use({
  viewport: { width: 1280, height: 900 },
  timezoneId: 'Asia/Tokyo',
  allowedConsoleErrors: [/HTTP 409 POST \S+\/api\/draw\/manual\/run$/],
});
test.describe.configure({ timeout: 120_000 });

const refusals = {
  SalesStillOpen: 'Sales are still open for this draw: it can be drawn once they close.',
  NotDrawable: 'This game instance is Cancelled: it cannot be drawn.',
} as const;

/** The server's refusal of the run, answered in place of the real run (nothing is drawn). */
async function refuseTheRun(page: Page, code: keyof typeof refusals) {
  await page.route('**/api/draw/manual/run', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        Status: 409,
        Code: code,
        Message: refusals[code],
        Method: 'POST',
        RequestUrl: '/api/draw/manual/run',
      }),
    }),
  );
}

for (const code of ['SalesStillOpen', 'NotDrawable'] as const) {
  test(`/admin/draw shows a ${code} refusal with what to do, and no Run again (issue 12)`, async ({
    page,
  }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    await refuseTheRun(page, code);
    await page.goto(orgUrl('goldrush', '/admin/draw'));
    await page.getByRole('button', { name: /^Run the draw of / }).click();
    await page
      .getByRole('dialog', { name: 'Run the draw?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const alert = page.locator(`[role="alert"][data-code="${code}"]`);
    await expect(alert).toContainText(refusals[code]);
    if (code === 'SalesStillOpen') {
      await expect(alert).toContainText('Wait until sales close; the draw can be run then.');
      await expect(alert).toContainText(/Sales close at .+\sA[DS]T\./);
    } else {
      await expect(alert).toContainText('Check the game schedule in the staff console.');
    }
    await expect(page.getByRole('button', { name: /^Run the draw/ })).toHaveCount(0);
    await checkScreen(page, `draw-refusal-${code}-en-1280`);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(alert).toContainText(
      code === 'SalesStillOpen' ? 'Les ventes ferment le' : 'Ce tirage ne peut pas avoir lieu',
    );
    await checkScreen(page, `draw-refusal-${code}-fr-1280`);
  });
}
