import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { fillCard } from './new-player';
import { checkScreen } from './screen-check';
import type { DemoOrganization } from './sign-in';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

/** Stripe's public test card that asks for the bank's check (3-D Secure). */
const BANK_CHECK_CARD = '4000 0025 0000 3155';
const APPROVE = 'Approve the payment';

/**
 * Counts how many times the approval step appears (absent, then shown), however briefly: a
 * player must never be invited to approve the same payment twice.
 */
async function countApprovalSteps(page: Page) {
  await page.addInitScript((label) => {
    const counter = window as unknown as { approvalSteps: number };
    counter.approvalSteps = 0;
    let shown = false;
    const look = () => {
      const now = Array.from(document.querySelectorAll('button')).some(
        (b) => b.textContent === label,
      );
      if (now && !shown) counter.approvalSteps += 1;
      shown = now;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  }, APPROVE);
  return () => page.evaluate(() => (window as unknown as { approvalSteps: number }).approvalSteps);
}

/** Pays with the bank-check card: typed in, or (`saved`) the one the first payment saved. */
async function payWithBankCheck(page: Page, pay: RegExp, saved = false) {
  if (saved) await expect(page.getByRole('radio', { name: /ending in 3155/ })).toBeChecked();
  else await fillCard(page, BANK_CHECK_CARD);
  await page.getByRole('button', { name: pay }).click();
  const check = page.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' });
  await expect(check).toBeVisible({ timeout: 15_000 });
  return check;
}

/** Somewhere inside each demo game's region, for the region-locked games' location check. */
const INSIDE: Record<DemoOrganization, { latitude: number; longitude: number }> = {
  goldrush: { latitude: 44.6488, longitude: -63.5752 },
  fiftyfifty: { latitude: 43.6532, longitude: -79.3832 },
};

for (const org of ['goldrush', 'fiftyfifty'] as DemoOrganization[]) {
  test.describe(org, () => {
    test.use({ permissions: ['geolocation'], geolocation: INSIDE[org] });
    test(`${org}: one tap on "Approve the payment" is enough, to play and to buy`, async ({
      page,
    }) => {
      const approvalSteps = await countApprovalSteps(page);
      await readyPlayer(page, org);

      await page.goto(orgUrl(org, '/game/play-number'));
      const playCheck = await payWithBankCheck(page, /^Pay \$/);
      // The approval alert as it waits for the player: fits 360 px, axe-clean, contrast included.
      await checkScreen(page, `bank-check-${org}-play`);
      await playCheck.getByRole('button', { name: APPROVE }).click();
      await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 15_000 });
      await expect(page.locator('.receipt')).toBeVisible();
      expect(await approvalSteps()).toBe(1);

      await page.goto(orgUrl(org, '/game/purchase-number'));
      const approvalsBefore = await approvalSteps();
      const buyCheck = await payWithBankCheck(page, /^Buy and pay \$/, true);
      await buyCheck.getByRole('button', { name: APPROVE }).click();
      await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
        timeout: 15_000,
      });
      expect(await approvalSteps()).toBe(approvalsBefore + 1);
    });
  });
}

test.describe('goldrush, cancelled', () => {
  test.use({ permissions: ['geolocation'], geolocation: INSIDE.goldrush });
  test('Cancel at the bank check cancels the payment at the server and frees the numbers', async ({
    page,
  }) => {
    await readyPlayer(page, 'goldrush');
    await page.goto(orgUrl('goldrush', '/game/purchase-number'));
    await page.getByLabel('How many numbers?').fill('2');
    const check = await payWithBankCheck(page, /^Buy and pay \$4\.00/);
    const cancelled = page.waitForResponse(
      (response) =>
        /\/api\/payment\/by-player\/[\w-]+\/cancel\//.test(response.url()) && response.ok(),
    );
    await check.getByRole('button', { name: 'Cancel' }).click();
    await cancelled;
    await expect(page.getByRole('status', { name: 'Payment cancelled' })).toContainText(
      'Nothing was charged',
    );
    await checkScreen(page, 'bank-check-cancelled');

    // At once, not half an hour later: the dashboard holds only the number the player had.
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(page.locator('li.group-card')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Waiting for your approval' })).toHaveCount(0);
  });
});
