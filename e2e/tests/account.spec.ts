import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { mailedLink, readyPlayer, signInWith, uniqueEmail } from './identity-flows';

test.use({ viewport: PHONE });

/** Signs out from the app: our own SPA is not asked "Do you want to sign out?". */
async function signOut(page: Page) {
  await page.goto(orgUrl('goldrush', '/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Do you want to sign out?')).toHaveCount(0);
}

test.describe('account self-service (issue 3, done when 2)', () => {
  test.describe('password change', () => {
    test.use({
      allowedConsoleErrors: [/HTTP 400 PUT .*\/api\/player\/update\/password$/],
    });

    test('refuses a wrong current password on its field, then changes it; the new one signs in', async ({
      page,
    }) => {
      test.slow();
      const player = await readyPlayer(page, 'goldrush');
      const newPassword = 'a-changed-harbour-passphrase';
      await page.goto(orgUrl('goldrush', '/game/manage/password'));
      const current = page.getByLabel(/^Current password/);
      await current.fill('not-my-password-at-all');
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel(/^Confirm new password/).fill(newPassword);
      await page.getByRole('button', { name: 'Change my password' }).click();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription(/Your current password is not correct/);

      await current.fill(player.password);
      await page.getByRole('button', { name: 'Change my password' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your password was changed' }),
      ).toBeVisible();
      await screenshot(page, 'manage-password-changed');

      await signOut(page);
      await signInWith(page, 'goldrush', player.email, newPassword);
      await expect(page).toHaveURL(/\/game\/dashboard$/);
    });
  });

  test('e-mail change with the captcha solved in the browser, confirmed from the new inbox', async ({
    page,
  }) => {
    test.slow();
    const player = await readyPlayer(page, 'goldrush');
    const newEmail = uniqueEmail('changed', 'goldrush');
    await page.goto(orgUrl('goldrush', '/game/manage/email'));
    await page.getByRole('textbox', { name: /New email address/ }).fill(newEmail);
    // The widget draws its own box over the input; a person clicks that drawing.
    await page.getByRole('checkbox').click({ force: true });
    await expect(page.locator('altcha-widget')).toContainText(/verified/i, { timeout: 15_000 });
    await screenshot(page, 'manage-email-captcha');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();

    await page.goto(await mailedLink(page, 'goldrush', newEmail, /\/confirm-email-change\?/));
    await expect(
      page.getByRole('heading', { name: 'Confirm your new e-mail address' }),
    ).toBeVisible();
    await screenshot(page, 'hosted-confirm-email-change');
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Your e-mail address is now ${newEmail}` }),
    ).toBeVisible();

    await signOut(page);
    await signInWith(page, 'goldrush', newEmail, player.password);
    await expect(page).toHaveURL(/\/game\/dashboard$/);
  });

  test('player info, address included, persists after a reload', async ({ page }) => {
    test.slow();
    await readyPlayer(page, 'goldrush');
    await page.goto(orgUrl('goldrush', '/game/manage/player-info'));
    await page.getByLabel(/^First name/).fill('Robin');
    await page.getByLabel(/^Last name/).fill('Doucette');
    await page.getByLabel(/^Phone number/).fill('9025550142');
    await page.getByLabel(/^Street address/).fill('12 Spring Garden Rd');
    await page.getByLabel('Apartment, suite, unit (optional)').fill('Apt 4');
    // An address in the organization's country (issue 28: one abroad is refused).
    await page.getByLabel(/^City/).fill('Halifax');
    await page.getByLabel(/^Province or state/).fill('NS');
    await page.getByLabel(/^Postal code/).fill('B3J 1S9');
    await page.getByLabel(/^Country/).selectOption('CA');
    await page.getByRole('button', { name: 'Save my info' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your info was saved' })).toBeVisible();
    await screenshot(page, 'manage-player-info-saved');

    await page.reload();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Robin');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Doucette');
    await expect(page.getByLabel(/^Phone number/)).toHaveValue('(902) 555-0142');
    await expect(page.getByLabel(/^Street address/)).toHaveValue('12 Spring Garden Rd');
    await expect(page.getByLabel('Apartment, suite, unit (optional)')).toHaveValue('Apt 4');
    await expect(page.getByLabel(/^City/)).toHaveValue('Halifax');
    await expect(page.getByLabel(/^Province or state/)).toHaveValue('NS');
    await expect(page.getByLabel(/^Postal code/)).toHaveValue('B3J 1S9');
    await expect(page.getByLabel(/^Country/)).toHaveValue('CA');
  });
});
