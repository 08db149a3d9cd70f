import type { Page, Response } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen } from './screen-check';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 240_000 });

/** One number bought on its own, paid with the card saved at the first purchase. */
async function buyOneNumber(page: Page, first: boolean): Promise<void> {
  await page.goto(orgUrl('goldrush', '/game/purchase-number'));
  await page.getByLabel('How many numbers?').fill('1');
  if (first) await fillCard(page, '4242 4242 4242 4242');
  else await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Buy and pay $2.00' }).click();
  await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
    timeout: 30_000,
  });
}

/** Waits for every subscription call a confirmation sends, one a group. */
function subscriptionCalls(page: Page, groups: number): Promise<number[]> {
  const statuses: number[] = [];
  return new Promise((resolve) => {
    const listen = (response: Response) => {
      if (!response.url().endsWith('/api/player-number-group/subscription')) return;
      statuses.push(response.status());
      if (statuses.length < groups) return;
      page.off('response', listen);
      resolve(statuses);
    };
    page.on('response', listen);
  });
}

test('single numbers bought one by one share one card and one auto-play switch, at 360 px in English and French (issue 12)', async ({
  page,
}) => {
  await registerNewPlayer(page);
  await assignNumbers(page, 1);
  for (const first of [true, false, false, false]) await buyOneNumber(page, first);

  await page.goto(orgUrl('goldrush', '/game/dashboard'));
  const card = page.locator('li.group-card');
  await expect(card.locator('.ticket-number')).toHaveCount(5);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Auto-play off');
  // Each number is still shown, in a row per state: four paid, one to play.
  await expect(card.locator('[data-state="played"] .ticket-number')).toHaveCount(4);
  await expect(card.locator('[data-state="unplayed"] .ticket-number')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Play', exact: true })).toHaveCount(1);
  await expect(page.getByText('5 numbers · 4 played')).toBeVisible();
  await checkScreen(page, 'number-cards-en');

  // One switch, one confirmation, every group of the card subscribed.
  const answers = subscriptionCalls(page, 5);
  await card.getByRole('button', { name: 'Turn on auto-play' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on auto-play?' });
  // Issue 28: the dialog names the card it will charge.
  await expect(dialog).toContainText('Visa •••• 4242 will be charged $10.00 for these 5 numbers');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect(await answers).toEqual([200, 200, 200, 200, 200]);
  // Groups move to the "on" card one answer at a time: wait for the last one to land.
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Auto-play on');
  await expect(card.getByRole('button', { name: 'Turn off auto-play' })).toBeVisible();
  // Issue 28: right after the first opt-in, the card is named, never "removed".
  await expect(card).toContainText('Auto-play charges Visa •••• 4242');
  await expect(card).not.toContainText('removed');

  // As the server keeps it: still one card, auto-play on, after a reload.
  await page.reload();
  await expect(card.locator('.ticket-number')).toHaveCount(5);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Auto-play on');
  // Issue 12: the card names the saved card auto-play charges.
  await expect(card).toContainText('Auto-play charges Visa •••• 4242');
  await checkScreen(page, 'number-cards-auto-play-en');

  // The same card in French, switched off there.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(card).toContainText('Jeu automatique activé');
  await expect(card).toContainText('Le jeu automatique débite Visa •••• 4242');
  await expect(page.getByText('5 numéros · 4 joués')).toBeVisible();
  await checkScreen(page, 'number-cards-auto-play-fr');
  const off = subscriptionCalls(page, 5);
  await card.getByRole('button', { name: 'Désactiver le jeu automatique' }).click();
  await page
    .getByRole('dialog', { name: 'Désactiver le jeu automatique?' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  expect(await off).toEqual([200, 200, 200, 200, 200]);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Jeu automatique désactivé');
  await checkScreen(page, 'number-cards-fr');
});
