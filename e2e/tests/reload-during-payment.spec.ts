import type { Route } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { fillCard } from './new-player';

test.use({ viewport: PHONE, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

const PURCHASE = '**/api/player-number/purchase';

/**
 * The Oilers 2020 double charges: a player reloads while a payment is slow and pays again. A
 * reload must show the same payment, and the player must be charged once.
 */
test('a reload during a slow payment shows the same payment and charges once', async ({ page }) => {
  await page.context().setGeolocation({ latitude: 44.6488, longitude: -63.5752 });
  await readyPlayer(page, 'goldrush');

  // The first answer is held back, as by a slow network: the server has taken the order, the
  // browser has not heard back, and the player reloads.
  const keys: string[] = [];
  const first: { held: Route | null; answer: { PaymentId: string } | null } = {
    held: null,
    answer: null,
  };
  await page.route(PURCHASE, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first.held) return route.continue();
    first.held = route;
    // Node does not resolve *.localhost as Chromium does: the same request, to the loopback.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const headers = { ...route.request().headers(), host };
    const response = await route.fetch({ url: url.toString(), headers });
    first.answer = (await response.json()) as { PaymentId: string };
  });

  await page.goto(orgUrl('goldrush', '/game/purchase-number'));
  await page.getByLabel('How many numbers?').fill('2');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Buy and pay \$4\.00/ }).click();
  await expect.poll(() => first.answer, { timeout: 15_000 }).not.toBeNull();

  await page.reload();
  await first.held?.abort().catch(() => undefined);
  await expect(page.getByRole('status', { name: /processing/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy and pay/ })).toHaveCount(0);
  await screenshot(page, 'reload-during-payment');
  await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
    timeout: 20_000,
  });
  const paymentId = new URL(page.url()).searchParams.get('paymentId');
  expect(paymentId).toBe(first.answer?.PaymentId);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // Once charged: one payment in the history, the player holds 1 + 2 numbers.
  await page.unroute(PURCHASE);
  await page.goto(orgUrl('goldrush', '/game/history'));
  await expect(page.locator('ul.history-list > li')).toHaveCount(1);

  // A second buy while the first answer is known but the bank is still processing: the reload
  // follows the payment named, and sends nothing.
  let sent = 0;
  await page.route(PURCHASE, (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto(orgUrl('goldrush', '/game/purchase-number'));
  await page.getByLabel('How many numbers?').fill('1');
  await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
  await page.getByRole('button', { name: /^Buy and pay \$2\.00/ }).click();
  await expect(page.getByRole('status', { name: /processing/i })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
    timeout: 20_000,
  });
  expect(sent).toBe(1);
  await page.goto(orgUrl('goldrush', '/game/history'));
  await expect(page.locator('ul.history-list > li')).toHaveCount(2);
});
