import { expect, PHONE, screenshot, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

test.describe('numbers and payments (issue 4)', () => {
  test('a new player registers, gets numbers, plays them with 4242 and sees the receipt', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await screenshot(page, 'money-assign-numbers');
    await assignNumbers(page, 2);

    const group = page.locator('li.group-card');
    await expect(group).toHaveCount(1);
    await expect(group).toContainText('Not played yet');
    await screenshot(page, 'money-dashboard-unplayed');

    await group.getByRole('button', { name: 'Play' }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await expect(page.getByText('2 numbers × $2.00')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await screenshot(page, 'money-play-number');
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment processing' })).toBeVisible();
    await screenshot(page, 'money-play-processing');

    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 15_000 });
    const receipt = page.locator('.receipt');
    await expect(receipt).toContainText('Harbourview Health Foundation');
    await expect(receipt).toContainText('NS-AGFT-GR-2025-0147');
    await expect(receipt).toContainText('$4.00');
    await screenshot(page, 'money-play-success');

    // A reload reads the receipt by the payment id of the address.
    await page.reload();
    await expect(page.locator('.receipt')).toContainText('Transaction ID');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.locator('li.group-card')).toContainText('Played for this draw');
    await screenshot(page, 'money-dashboard-played');
  });
});
