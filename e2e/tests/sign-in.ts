import { expect, type Page } from '@playwright/test';
import { orgUrl, type TestOrganization } from './fixtures';

export type DemoOrganization = 'goldrush' | 'fiftyfifty';

/** The demo accounts every fresh database has (demo-only credentials, see the README). */
export const demoAccounts = {
  player: (org: DemoOrganization) => ({
    email: `player@${org}.example`,
    password: 'demo-player-pass',
  }),
  admin: (org: TestOrganization) => ({
    email: `admin@${org}.example`,
    password: 'demo-admin-pass',
  }),
  manager: (org: TestOrganization) => ({
    email: `manager@${org}.example`,
    password: 'demo-manager-pass',
  }),
};

/**
 * Signs in as a person would: the app's Sign in button, the provider's hosted login page,
 * then back to the app through /auth-callback.
 */
export async function signIn(
  page: Page,
  org: TestOrganization,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(orgUrl(org, '/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/oidc\/|\/auth-callback|\/login$/);
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * A new staff member's "Sign in again" (issue 27): straight to the provider's sign-in (the
 * password asked again), then the console, with no stop on the app's /login.
 */
export async function signInAgainAsStaff(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\//, { timeout: 15_000 });
}
