import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { demoAccounts, openMenu, signIn } from './sign-in';

/**
 * Issue 27: an organization whose draws run on schedule still has the Draw page, without Run
 * the draw, for its extra draws and prize claims. The claims list is served from a fixture
 * here (the claim steps themselves are tested on the server and in the web unit tests): this
 * test looks at the screen, in English and French, at 1280 px and 360 px.
 */
const DAY = 86_400_000;
const prize = (overrides: Record<string, unknown>) => ({
  DrawId: '00000000-0000-4000-8000-0000000000c1',
  Kind: 'Extra',
  GameInstanceId: '00000000-0000-4000-8000-0000000000c0',
  GameInstanceName: 'November 50/50',
  PrizeName: 'Early bird',
  WinningNumber: 1234,
  WinnerDisplayName: 'Ann B.',
  Prize: 50_000,
  DrawnAt: new Date(Date.now() - DAY).toISOString(),
  Deadline: new Date(Date.now() + 29 * DAY).toISOString(),
  State: 'IdentityChecked',
  ContactedAt: new Date(Date.now() - DAY / 2).toISOString(),
  IdentityCheckedAt: new Date(Date.now() - DAY / 4).toISOString(),
  PaidAt: null,
  PaidMethod: null,
  PaidOn: null,
  PaidReference: null,
  UnclaimedAt: null,
  UnclaimedOutcome: null,
  TimeZone: 'America/Toronto',
  CarriedTo: null,
  RedrawId: null,
  ...overrides,
});
const claims = {
  ClaimDays: 30,
  Prizes: [
    prize({}),
    prize({
      DrawId: '00000000-0000-4000-8000-0000000000c2',
      PrizeName: null,
      GameInstanceName: 'October 50/50',
      WinningNumber: 77,
      WinnerDisplayName: 'Luc D.',
      Prize: 120_000,
      DrawnAt: new Date(Date.now() - 40 * DAY).toISOString(),
      Deadline: new Date(Date.now() - 10 * DAY).toISOString(),
      State: 'Contacted',
      IdentityCheckedAt: null,
    }),
    prize({
      DrawId: '00000000-0000-4000-8000-0000000000c3',
      PrizeName: 'Second prize',
      GameInstanceName: 'October 50/50',
      State: 'Paid',
      PaidAt: new Date(Date.now() - 20 * DAY).toISOString(),
      PaidMethod: 'Transfer',
      PaidOn: new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10),
      PaidReference: 'EFT-2231',
    }),
    prize({
      DrawId: '00000000-0000-4000-8000-0000000000c4',
      PrizeName: null,
      GameInstanceName: 'September 50/50',
      State: 'Unclaimed',
      DrawnAt: new Date(Date.now() - 70 * DAY).toISOString(),
      Deadline: new Date(Date.now() - 40 * DAY).toISOString(),
      UnclaimedAt: new Date(Date.now() - 39 * DAY).toISOString(),
      UnclaimedOutcome: 'AddedToNextPot',
      CarriedTo: {
        GameInstanceId: '00000000-0000-4000-8000-0000000000c0',
        GameInstanceName: 'November 50/50',
        Amount: 50_000,
      },
    }),
  ],
};

async function openDraw(page: Page, language: 'en' | 'fr') {
  await page.route('**/api/draw/prize-claim/for-organization/*', (route) =>
    route.fulfill({ json: claims }),
  );
  await signIn(page, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
  if (language === 'fr') {
    await page.evaluate(() => window.localStorage.setItem('charity.language', 'fr'));
  }
  await page.goto(orgUrl('fiftyfifty', '/admin/draw'));
}

test.describe('the draw page of an organization with automatic draws (issue 27)', () => {
  test('1280 px, English: no Run, the claims with their next step', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Draw', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.route('**/api/draw/prize-claim/for-organization/*', (route) =>
      route.fulfill({ json: claims }),
    );
    await page.goto(orgUrl('fiftyfifty', '/admin/draw'));
    await expect(page.getByRole('heading', { level: 1, name: 'Draw' })).toBeVisible();
    await expect(page.getByText(/draws run automatically/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Run the draw/ })).toHaveCount(0);
    const early = page.getByRole('article', { name: 'November 50/50 — Early bird' });
    await expect(
      early.getByRole('button', { name: 'Record the payment: Early bird' }),
    ).toBeVisible();
    const late = page.getByRole('article', { name: 'October 50/50', exact: true });
    await expect(
      late.getByRole('button', { name: 'Declare unclaimed: October 50/50' }),
    ).toBeVisible();
    // What "added to the next pot" did, and the claim period the owner sets.
    const carried = page.getByRole('article', { name: 'September 50/50', exact: true });
    await expect(carried.getByText('$500.00, now in the pot of November 50/50')).toBeVisible();
    await expect(page.getByLabel('Claim period (days)')).toHaveValue('30');
    await screenshot(page, 'prize-claims-1280-en');
  });

  test('1280 px, French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDraw(page, 'fr');
    await expect(page.getByRole('heading', { name: 'Réclamations de prix' })).toBeVisible();
    await expect(page.getByText('Identité vérifiée').first()).toBeVisible();
    await expect(page.getByText(/versés à la cagnotte du tirage November 50\/50/)).toBeVisible();
    await screenshot(page, 'prize-claims-1280-fr');
  });

  test('360 px, English', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openDraw(page, 'en');
    await expect(page.getByRole('heading', { name: 'Prize claims' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'prize-claims-360-en');
  });
});
