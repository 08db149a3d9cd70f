import { expect, expectNoAxeViolations, orgUrl, PHONE, screenshot, test } from './fixtures';
import { expectWholeLabel } from './screen-check';
import { assignNumbers, fillCard, newEmail, registerNewPlayer } from './new-player';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

// The goldrush demo: $2.00 a number, up to 5 draws paid at once (maxPrepaidDraws).
test('a new player prepays 3 draws and sees which draws are paid on the dashboard and the receipt (issue 16)', async ({
  page,
}) => {
  let charges = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/player-number\/(prepay|play)$/.test(request.url()))
      charges += 1;
  });
  const email = newEmail();
  await registerNewPlayer(page, email);
  await assignNumbers(page, 1);
  await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/play-number$/);

  await expect(page.getByRole('radio', { name: 'This draw only: $2.00' })).toBeChecked();
  await expect(
    page.getByRole('radio', { name: '5 draws, this one included: $10.00' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^6 draws/ })).toHaveCount(0);
  await page.getByRole('radio', { name: '3 draws, this one included: $6.00' }).check();
  await expect(page.getByText('1 number × $2.00 × 3 draws')).toBeVisible();
  await expect(page.getByText('Total $6.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $6.00' }).click();

  await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
  const receipt = page.locator('.receipt');
  await expect(receipt).toContainText('$6.00 CAD');
  const paidThrough = receipt.locator('.receipt__row', {
    has: page.locator('dt', { hasText: /^Paid through$/ }),
  });
  await expect(paidThrough).toContainText(/the draw of .*2026|the draw of .*2027/);
  const draws = await receipt
    .locator('.receipt__row', { has: page.locator('dt', { hasText: 'Draws paid for (3)' }) })
    .locator('dd')
    .innerText();
  expect(draws.split(';')).toHaveLength(3);
  expect(charges).toBe(1);

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  const card = page.locator('li.group-card');
  await expect(card).toContainText('Played for this draw');
  await expect(card).toContainText('Paid through the draw of');
  await expect(card).toContainText('3 draws paid:');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await screenshot(page, 'prepaid-dashboard');

  // The receipt e-mail says the same.
  await page.goto(orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(email)}`));
  await expect(page.getByText(/Your receipt \d+ from/)).toHaveCount(1);
  await expect(page.getByText(/Paid through/).first()).toBeVisible();

  // The two draws not opened yet can be refunded, once, after a confirmation.
  await page.goto(orgUrl('goldrush', '/game/dashboard'));
  const refund = card.getByRole('button', { name: 'Refund 2 draws not opened ($4.00)' });
  await expectWholeLabel(refund);
  await refund.click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refunded $4.00' })).toBeVisible();
  await expect(card).toContainText('1 draw paid:');
  await expect(card.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
});
