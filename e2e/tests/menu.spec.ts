import type { Locator } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { demoAccounts, openMenu, signIn } from './sign-in';

test.use({ viewport: PHONE });

const year = new Date().getFullYear();

const PLAYER_ENTRIES = [
  ['Dashboard', '/game/dashboard'],
  ['Manage Your Info', '/game/manage/player-info'],
  ['Manage Payment Info', '/game/manage/payment-info'],
  ['Change Your Password', '/game/manage/password'],
  ['Change Your Email Address', '/game/manage/email'],
  ['How to Play', '/game/how-to-play'],
  ['Draw Results', `/game/draw-results/${year}`],
  ['Get Help', '/game/get-help'],
  ['Website Terms of Use', '/game/terms-of-service'],
  ['Game Rules', '/game/game-rules'],
  ['Privacy Policy', '/game/privacy-policy'],
  // Beyond the spec's entries, under them (issue 17): the player's own account.
  ['Your payments', '/game/history'],
  ['Responsible gaming', '/game/manage/responsible-gaming'],
  ['Log Out', '/logout'],
] as const;

async function entries(menu: Locator) {
  const links = menu.getByRole('link');
  const count = await links.count();
  const found: Array<[string, string]> = [];
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    found.push([
      (await link.innerText()).trim(),
      new URL((await link.getAttribute('href'))!, 'http://x').pathname,
    ]);
  }
  return found;
}

test.describe('side menu (spec §2)', () => {
  test('an administrator of a manual-draw game with several charities sees every entry', async ({
    page,
  }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    const menu = await openMenu(page);
    await expect(menu.getByRole('heading', { name: 'Admin' })).toBeVisible();
    const expected = [
      ['Draw', '/admin/draw'],
      ['Reporting', '/admin/reports'],
      // The licence's financial return, beside the reports it is built from (issue 27).
      ['Financial return', '/admin/financial-return'],
      // The demo administrator is the organization's owner: the console's entries (issue 15).
      ['Organization', '/admin/organization'],
      ['Charities', '/admin/charities'],
      ['Terms and rules', '/admin/terms'],
      ['Games and draws', '/admin/games'],
      ['Redraws', '/admin/redraws'],
      ['Audit log', '/admin/audit'],
      ['Player support', '/admin/support'],
      // The owner manages the staff (issue 27).
      ['Staff', '/admin/staff'],
      ...PLAYER_ENTRIES.slice(0, 3),
      ['Manage Your Donations', '/game/manage/charity-pledge'],
      ...PLAYER_ENTRIES.slice(3),
    ];
    expect(await entries(menu)).toEqual(expected);
    await screenshot(page, 'menu-admin-goldrush');
  });

  test('a player of a single-charity organization sees no admin section and no donations entry', async ({
    page,
  }) => {
    await signIn(page, 'fiftyfifty', demoAccounts.player('fiftyfifty'));
    const menu = await openMenu(page);
    await expect(menu.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
    expect(await entries(menu)).toEqual(PLAYER_ENTRIES);
    await screenshot(page, 'menu-player-fiftyfifty');
  });

  // Spec §2 gives Draw only to a game with manual draw; issue 27 gives staff whose role reads
  // draws the Draw page of a game drawn on schedule too, for its extra draws and prize claims.
  test('the owner of a game drawn on schedule has Reporting, and Draw for extra draws and claims', async ({
    page,
  }) => {
    await signIn(page, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
    const menu = await openMenu(page);
    expect(await entries(menu)).toContainEqual(['Reporting', '/admin/reports']);
    await expect(menu.getByRole('link', { name: 'Draw', exact: true })).toHaveAttribute(
      'href',
      '/admin/draw',
    );
  });

  test('the menu closes after any navigation', async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    let menu = await openMenu(page);
    await menu.getByRole('link', { name: 'How to Play' }).click();
    await expect(page).toHaveURL(/\/game\/how-to-play$/);
    await expect(menu).toBeHidden();

    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Game Rules' }).click();
    await expect(page).toHaveURL(/\/game\/game-rules$/);
    await expect(menu).toBeHidden();

    // Browser back is a navigation too.
    menu = await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/how-to-play$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('administrator routes (spec §6)', () => {
  test('a player is sent from /admin/reports to the dashboard route', async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.player('goldrush'));
    await page.goto(orgUrl('goldrush', '/admin/reports'));
    // The dashboard's own player checks then send the demo player, who has not agreed to the
    // terms yet, on to the terms step.
    await expect(page).toHaveURL(/\/register\/terms-of-service$/);
  });

  test('an administrator opens the reports page', async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    await page.goto(orgUrl('goldrush', '/admin/reports'));
    await expect(page).toHaveURL(/\/admin\/reports$/);
  });

  test('a signed-in user is sent from the login page to the dashboard', async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    await page.goto(orgUrl('goldrush', '/login'));
    await expect(page).toHaveURL(/\/game\/dashboard$/);
  });
});
