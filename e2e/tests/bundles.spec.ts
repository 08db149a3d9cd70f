import { expect, orgUrl, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, newEmail, registerNewPlayer } from './new-player';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

// The `bundles` test organization (e2e/organizations/bundles.yaml): one number $5.00, or
// 3 for $10, 10 for $20 (no bundle of 1: that is the single price, issue 27).
test('a new player sees the bundles with per-number prices and buys "3 for $10" once (issue 16)', async ({
  page,
}) => {
  let charges = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/player-number\/purchase$/.test(request.url()))
      charges += 1;
  });
  const email = newEmail();
  await registerNewPlayer(page, email, 'bundles');
  await assignNumbers(page, 1);
  await page.getByRole('link', { name: 'Buy more numbers' }).click();
  await expect(page).toHaveURL(/\/game\/purchase-number$/);

  // Every bundle with its price per number, before paying (AGCO 2.2.2).
  const offers = [
    ['3 numbers for $10.00', '$3.33 a number'],
    ['10 numbers for $20.00', '$2.00 a number'],
  ] as const;
  await expect(page.getByRole('radio', { name: 'Single numbers: $5.00 each' })).toBeChecked();
  for (const [name, each] of offers) {
    await expect(page.getByRole('radio', { name })).toHaveAccessibleDescription(each);
  }

  await page.getByRole('radio', { name: '3 numbers for $10.00' }).check();
  await expect(page.getByLabel('How many numbers?')).toHaveCount(0);
  await expect(page.getByText('Bundle: 3 numbers for $10.00')).toBeVisible();
  await expect(page.getByText('Total $10.00')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Buy and pay $10.00' }).click();

  await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
    timeout: 30_000,
  });
  const receipt = page.locator('.receipt');
  await expect(receipt).toContainText('3 numbers for $10.00 ($3.33 a number)');
  await expect(receipt).toContainText('$10.00 CAD');
  const numbers = await receipt
    .locator('.receipt__row', { has: page.locator('dt', { hasText: /^Numbers$/ }) })
    .locator('dd')
    .innerText();
  expect(numbers.split(/,|and|et/).filter((part) => /\d/.test(part))).toHaveLength(3);
  expect(charges).toBe(1);

  // One receipt by e-mail, naming the bundle and the $10.00 paid.
  await page.goto(orgUrl('bundles', `/dev/mailbox?to=${encodeURIComponent(email)}`));
  const receipts = page.getByText(/Your receipt \d+ from Bayside Bundles Test Foundation/);
  await expect(receipts).toHaveCount(1);
  await expect(page.getByText('3 numbers for $10.00 ($3.33 a number)').first()).toBeVisible();
});
