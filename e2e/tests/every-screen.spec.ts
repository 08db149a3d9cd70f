import { expect, orgUrl, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen } from './screen-check';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: PHONE });
// Many screens, each with a screenshot and an axe run: slow on a shared machine.
test.describe.configure({ timeout: 240_000 });

const openScreens = [
  ['login', '/login'],
  ['game-intro', '/game/intro'],
  ['terms-of-service', '/game/terms-of-service'],
  ['game-rules', '/game/game-rules'],
  ['privacy-policy', '/game/privacy-policy'],
  ['status', '/status'],
  ['location-error', '/location-error'],
  ['bad-request', '/bad-request'],
  ['not-found', '/not-found'],
  ['registration-request', '/register/registration-request'],
] as const;

test.describe('every screen at 360 px (issue 12)', () => {
  test('the open screens, signed out', async ({ page }) => {
    for (const [name, path] of openScreens) {
      await page.goto(orgUrl('goldrush', path));
      await expect(page.locator('h1')).toBeVisible();
      await checkScreen(page, `screen-${name}`);
    }
  });

  test("a player's screens, with their badges, alerts and success states", async ({ page }) => {
    await registerNewPlayer(page);
    await checkScreen(page, 'screen-assign-numbers');
    await assignNumbers(page, 2);
    await expect(page.locator('li.group-card')).toContainText('Not played yet');
    await checkScreen(page, 'screen-dashboard-unplayed');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await checkScreen(page, 'screen-play-number');
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /receipt/i })).toBeVisible();
    await checkScreen(page, 'screen-play-number-success');
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(page.locator('li.group-card')).toContainText('Played for this draw');
    await checkScreen(page, 'screen-dashboard-played');
    for (const [name, path] of [
      ['how-to-play', '/game/how-to-play'],
      ['get-help', '/game/get-help'],
      ['draw-results', `/game/draw-results/${new Date().getFullYear()}`],
      ['player-info', '/game/manage/player-info'],
      ['payment-info', '/game/manage/payment-info'],
      ['password', '/game/manage/password'],
      ['email', '/game/manage/email'],
      ['charity-pledge', '/game/manage/charity-pledge'],
      ['subscription', '/game/subscription'],
      ['purchase-number', '/game/purchase-number'],
    ] as const) {
      await page.goto(orgUrl('goldrush', path));
      await expect(page.locator('h1')).toBeVisible();
      await checkScreen(page, `screen-${name}`);
    }
  });

  test("an administrator's screens", async ({ page }) => {
    await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
    for (const [name, path] of [
      ['admin-draw', '/admin/draw'],
      ['admin-reports', '/admin/reports'],
      ['admin-organization', '/admin/organization'],
      ['admin-audit', '/admin/audit'],
      ['admin-support', '/admin/support'],
      ['admin-charities', '/admin/charities'],
      ['admin-terms', '/admin/terms'],
      ['admin-games', '/admin/games'],
      ['admin-redraws', '/admin/redraws'],
    ] as const) {
      await page.goto(orgUrl('goldrush', path));
      await expect(page.locator('h1')).toBeVisible();
      await checkScreen(page, `screen-${name}`);
    }
  });
});
