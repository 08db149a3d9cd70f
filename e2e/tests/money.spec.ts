import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

/** A full-page screenshot from the top, whatever focus scrolled to. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test.describe('numbers and payments (issue 4)', () => {
  test('a new player registers, gets numbers, plays them with 4242 and sees the receipt', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await expect(page.getByText('From 1 to 10.')).toBeVisible();
    await shot(page, 'money-assign-numbers');
    await assignNumbers(page, 2);

    const group = page.locator('li.group-card');
    await expect(group).toHaveCount(1);
    await expect(group).toContainText('Not played yet');
    await shot(page, 'money-dashboard-unplayed');

    await group.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await expect(page.getByText('2 numbers × $2.00')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await shot(page, 'money-play-number');
    // The sandbox may answer at once (receipt) or first "Processing" (the waiting state):
    // either is right; the waiting state is photographed when it shows.
    const processing = page.getByRole('status', { name: 'Payment processing' });
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await expect(processing.or(page.locator('.receipt'))).toBeVisible();
    if (await processing.isVisible()) await shot(page, 'money-play-processing');

    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 15_000 });
    const receipt = page.locator('.receipt');
    await expect(receipt).toContainText('Harbourview Health Foundation');
    await expect(receipt).toContainText('NS-AGFT-GR-2025-0147');
    await expect(receipt).toContainText('$4.00');
    await shot(page, 'money-play-success');

    // A reload reads the receipt by the payment id of the address.
    await page.reload();
    await expect(page.locator('.receipt')).toContainText('Transaction ID');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.locator('li.group-card')).toContainText('Played for this draw');
    await shot(page, 'money-dashboard-played');
  });

  test('a declined card shows a clear message and leaves nothing paid', async ({ page }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 1);
    await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your card was declined. Nothing was charged. Please use another card.',
    );
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await shot(page, 'money-play-declined');

    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(page.locator('li.group-card')).toContainText('Not played yet');
  });

  test('buying more works until MaxNumbersPerPlayer, then the UI says why not', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 3);
    await page.getByRole('link', { name: 'Buy more numbers' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number$/);
    await expect(page.getByText('so you can buy up to 7 more')).toBeVisible();
    await page.getByLabel('How many numbers?').fill('7');
    await expect(page.getByText('Total $14.00')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await shot(page, 'money-purchase-number');
    await page.getByRole('button', { name: 'Buy and pay $14.00' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
      timeout: 15_000,
    });
    await expect(page.locator('.receipt')).toContainText('$14.00');
    await shot(page, 'money-purchase-success');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    // Both purchases in one card (issue 12): ten numbers, no group of its own.
    await expect(page.locator('li.group-card .ticket-number')).toHaveCount(10);
    await expect(page.locator('li.group-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Buy more numbers' })).toHaveCount(0);
    await expect(page.getByRole('note')).toContainText(
      'You hold the maximum of 10 numbers per player.',
    );
    await shot(page, 'money-dashboard-at-limit');

    await page.goto(orgUrl('goldrush', '/game/purchase-number'));
    await expect(page.getByRole('status', { name: 'You cannot buy more numbers' })).toContainText(
      'You already hold the maximum of 10 numbers per player.',
    );
    await shot(page, 'money-purchase-at-limit');
  });

  test('saved cards: a card saved at checkout is listed, subscribed, then removed', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 1);
    await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(page).toHaveURL(/\/success\?paymentId=/, { timeout: 15_000 });

    await page.goto(orgUrl('goldrush', '/game/subscription'));
    await expect(page.getByRole('heading', { name: 'Before you subscribe' })).toBeVisible();
    await expect(page.getByText('How to cancel')).toBeVisible();
    await expect(page.getByText('If an automatic payment fails')).toBeVisible();
    await shot(page, 'money-subscription');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on auto-play?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'money-subscription-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Auto-play on')).toBeVisible();

    await page.goto(orgUrl('goldrush', '/game/manage/payment-info'));
    const card = page.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
    await expect(card).toContainText('Expires 12/34');
    await shot(page, 'money-payment-info');
    await card.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status', { name: 'The card was removed.' })).toBeVisible();
    await expect(page.getByText('You have no saved cards.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a card' }).click();
    await fillCard(page, '5555 5555 5555 4444');
    await shot(page, 'money-payment-info-add');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  });

  test('the money screens in French', async ({ page }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 2);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Vos numéros' })).toBeVisible();
    await shot(page, 'money-dashboard-fr');
    await page.getByRole('button', { name: 'Jouer', exact: true }).click();
    // Canadian French money (issue 12): 2,00 $, with a no-break space.
    await expect(page.getByText(/2 numéros × 2,00\s\$/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Une nouvelle carte' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Payer 4,00\s\$$/ })).toBeEnabled();
    await shot(page, 'money-play-number-fr');
  });
});
