import { expect, orgUrl, PHONE, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { fillCard } from './new-player';
import { checkScreen } from './screen-check';

test.use({
  viewport: PHONE,
  permissions: ['geolocation'],
  geolocation: { latitude: 44.6488, longitude: -63.5752 },
});
test.describe.configure({ timeout: 180_000 });

// Issue 28's walkthrough: after a reload at the bank's check the approval says what it is for;
// once cancelled, the history says so (not FAILED), with the numbers and why, EN and FR.
test('a bank check after a reload names its payment; cancelled, the history says so', async ({
  page,
}) => {
  await readyPlayer(page, 'goldrush');
  await page.goto(orgUrl('goldrush', '/game/purchase-number'));
  await page.getByLabel('How many numbers?').fill('2');
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: /^Buy and pay \$4\.00/ }).click();
  const check = page.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' });
  await expect(check).toBeVisible({ timeout: 15_000 });

  await page.reload();
  const resumed = page.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' });
  await expect(resumed).toBeVisible({ timeout: 15_000 });
  await expect(resumed).toContainText(/.+: \$4\.00, numbers \d+ and \d+/);
  await checkScreen(page, 'bank-check-reloaded-en');

  const cancelled = page.waitForResponse(
    (response) => /\/cancel\//.test(response.url()) && response.ok(),
  );
  await resumed.getByRole('button', { name: 'Cancel' }).click();
  await cancelled;

  await page.goto(orgUrl('goldrush', '/game/history'));
  const row = page.locator('li').filter({ hasText: 'Numbers not bought' }).first();
  await expect(row).toContainText('Cancelled');
  await expect(row).not.toContainText('Failed');
  await expect(row).toContainText(/Numbers \(not in the draw\)\s*\d+, \d+/);
  await expect(row).toContainText('You cancelled this payment at your bank');
  await checkScreen(page, 'history-cancelled-en');

  await page.getByRole('button', { name: 'Français' }).click();
  const rowFr = page.locator('li').filter({ hasText: 'Numéros non achetés' }).first();
  await expect(rowFr).toContainText('Annulé');
  await expect(rowFr).toContainText('Motif');
  await expect(rowFr).toContainText('Vous avez annulé ce paiement');
  await checkScreen(page, 'history-cancelled-fr');
});
