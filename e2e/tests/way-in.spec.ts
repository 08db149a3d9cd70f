import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, orgUrl, PHONE, screenshot, test } from './fixtures';
import { demoAccounts, openMenu, signIn } from './sign-in';

test.use({ viewport: PHONE });
// Each test takes screenshots and runs axe on two or three screens: slow on a shared machine.
test.describe.configure({ timeout: 60_000 });

async function menuTargets(menu: Locator) {
  const links = menu.getByRole('link');
  const found: Array<[string, string]> = [];
  for (let i = 0; i < (await links.count()); i += 1) {
    const link = links.nth(i);
    found.push([(await link.innerText()).trim(), (await link.getAttribute('href')) ?? '']);
  }
  return found;
}

async function expectRegistrationPage(page: Page) {
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
}

test.describe('the way in (issue 12)', () => {
  test('signed out, the menu lists only what a visitor can open, and no Log Out', async ({
    page,
  }) => {
    await page.goto(orgUrl('goldrush', '/login'));
    const menu = await openMenu(page);
    expect(await menuTargets(menu)).toEqual([
      ['Sign in', '/login'],
      ['About the game', '/game/intro'],
      ['Website Terms of Use', '/game/terms-of-service'],
      ['Game Rules', '/game/game-rules'],
      ['Privacy Policy', '/game/privacy-policy'],
    ]);
    await expect(menu.getByRole('link', { name: 'Log Out' })).toHaveCount(0);
    await screenshot(page, 'way-in-visitor-menu');
    await expectNoAxeViolations(page);
    // Every entry opens without bouncing to /login.
    await menu.getByRole('link', { name: 'Game Rules' }).click();
    await expect(page).toHaveURL(/\/game\/game-rules$/);
    await (await openMenu(page)).getByRole('link', { name: 'About the game' }).click();
    await expect(page).toHaveURL(/\/game\/intro$/);
  });

  test.describe('the registration form', () => {
    test.use({ allowedConsoleErrors: [/HTTP 400 POST .*\/oidc\/interaction\/[\w-]+\/register$/] });
    test('"Create an account" beside Sign in opens the registration page, whose errors name their fields', async ({
      page,
    }) => {
      await page.goto(orgUrl('goldrush', '/login'));
      const create = page.getByRole('button', { name: 'Create an account' });
      await expect(create).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await screenshot(page, 'way-in-login');
      await expectNoAxeViolations(page);
      await create.click();
      await expectRegistrationPage(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
      await expect(summary).toContainText('First name: This field is required.');
      await expect(summary).toContainText('Last name: This field is required.');
      await expect(summary.getByRole('link', { name: /^Password: / })).toBeVisible();
      await screenshot(page, 'way-in-registration-errors');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoAxeViolations(page);
    });
  });

  test('"Continue" on the registration request lands on registration', async ({ page }) => {
    await page.goto(orgUrl('goldrush', '/register/registration-request'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectRegistrationPage(page);
  });

  test('an expired session sends the player to sign in with a word about it', async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.player('goldrush'));
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<
          string,
          unknown
        >;
        delete user.refresh_token;
        window.localStorage.setItem(key, JSON.stringify({ ...user, expires_at: 1 }));
      }
    });
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status', { name: 'Your session expired' })).toContainText(
      'Sign in again',
    );
    await screenshot(page, 'way-in-session-expired');
    await expectNoAxeViolations(page);
    // Said once: the next visit to /login is a plain sign-in page.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Your session expired')).toHaveCount(0);
  });
});
