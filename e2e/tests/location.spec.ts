import type { Page } from '@playwright/test';
import { expect, orgUrl, test } from './fixtures';
import { demoAccounts, signIn } from './sign-in';

/**
 * Spec §5 and §8 location checks, with Chromium's geolocation emulation. The fiftyfifty demo
 * game is locked to Ontario and allow-lists no address, so the browser (on loopback) fails the
 * IP check and must prove its position; goldrush allow-lists loopback (demo/goldrush.yaml).
 */
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const DETROIT = { latitude: 42.3314, longitude: -83.0458 };
const registrationRequest = orgUrl('fiftyfifty', '/register/registration-request');
const HELP_LINK = 'https://lakeshoregeneral.example.org/5050/location-help';

/** Issue 28: the page names what failed, names the region, and offers Try again. */
const FAILURES = {
  outside: "You are outside the game's region",
  denied: 'Location is blocked for this site',
  unavailable: 'We could not find your position',
} as const;

async function expectLocationError(page: Page, reason: keyof typeof FAILURES) {
  await expect(page).toHaveURL(new RegExp(`/location-error\\?reason=${reason}(&|$)`));
  await expect(page.getByRole('heading', { name: FAILURES[reason] })).toBeVisible();
  await expect(page.getByText(/in its region: Ontario\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  // The help to turn location on, where turning it on is the answer.
  const help = page.getByRole('link', { name: 'How to turn on location services' });
  if (reason === 'outside') await expect(help).toHaveCount(0);
  else await expect(help).toHaveAttribute('href', HELP_LINK);
}

async function dismissWarning(page: Page, message: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Warning');
  await expect(dialog).toContainText(message);
  // Spec §9: a tap on the backdrop, or Escape, does not dismiss it; the flow waits for OK.
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/\/location-error/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('browser coordinates inside the region', () => {
  test.use({ permissions: ['geolocation'], geolocation: TORONTO });

  test('open registration-request (signed out)', async ({ page }) => {
    await page.goto(registrationRequest);
    await expect(page).toHaveURL(/\/register\/registration-request$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('open play-number and purchase-number (signed in)', async ({ page }) => {
    // The demo administrator skips the player's onboarding steps (spec §4), not the location.
    await signIn(page, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
    for (const path of ['/game/play-number', '/game/purchase-number']) {
      await page.goto(orgUrl('fiftyfifty', path));
      // The screen itself belongs to the numbers feature: here it only has to open.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('browser coordinates outside the region', () => {
  test.use({ permissions: ['geolocation'], geolocation: DETROIT });

  test('send registration-request to /location-error', async ({ page }) => {
    await page.goto(registrationRequest);
    await expectLocationError(page, 'outside');
  });

  test('send play-number to /location-error (signed in)', async ({ page }) => {
    await signIn(page, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
    await page.goto(orgUrl('fiftyfifty', '/game/play-number'));
    await expectLocationError(page, 'outside');
  });
});

test('without permission, the Warning alert asks for it, then /location-error', async ({
  page,
}) => {
  await page.goto(registrationRequest);
  await dismissWarning(page, 'You must allow location services to play.');
  await expectLocationError(page, 'denied');
});

test('a browser without geolocation says so, then /location-error', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'geolocation');
  });
  await page.goto(registrationRequest);
  await dismissWarning(page, 'Geolocation is not supported in your browser');
  await expectLocationError(page, 'unavailable');
});

test('an allow-listed address passes on the IP check alone (goldrush, loopback)', async ({
  page,
}) => {
  // No geolocation permission and no position: only the IP check can let the visitor in.
  await page.goto(orgUrl('goldrush', '/register/registration-request'));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
