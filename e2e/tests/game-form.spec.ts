import type { Page } from '@playwright/test';
import { expect, orgUrl, screenshot, test } from './fixtures';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

/** Opens the add form, types a name in both languages and a bad price, and sends it. */
async function tryBadPrice(page: Page, words: { add: string; form: string; send: string }) {
  await page.goto(orgUrl('goldrush', '/admin/games'));
  await page.getByRole('button', { name: words.add }).click();
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('textbox').nth(0).fill('Winter 50/50');
  await form.getByRole('textbox').nth(2).fill("50/50 d'hiver");
  await form.getByRole('textbox').nth(5).fill('4.999');
  await form.getByRole('button', { name: words.send }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  return form;
}

test('the owner adds a game: English and French side by side, errors in words (issue 27)', async ({
  page,
}) => {
  await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const en = await tryBadPrice(page, {
    add: 'Add a game',
    form: 'Add a game',
    send: 'Add the game',
  });
  await expect(
    en.getByText('Enter an amount in dollars and cents, from $0.01 to $1,000.00.'),
  ).toBeVisible();
  await expect(en).not.toContainText(/expected|received|NaN/);
  await screenshot(page, 'game-form-en-1280');

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible({ timeout: 15_000 });
  const fr = await tryBadPrice(page, {
    add: 'Ajouter un jeu',
    form: 'Ajouter un jeu',
    send: 'Ajouter le jeu',
  });
  await expect(
    fr.getByText('Entrez un montant en dollars et cents, de 0,01 $ à 1 000,00 $.'),
  ).toBeVisible();
  await screenshot(page, 'game-form-fr-1280');
});

test('at 360 px the form is one column and nothing is cut off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'goldrush', demoAccounts.admin('goldrush'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const form = await tryBadPrice(page, {
    add: 'Add a game',
    form: 'Add a game',
    send: 'Add the game',
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(form.getByRole('button', { name: 'Add the game' })).toBeVisible();
  await screenshot(page, 'game-form-en-360');
});
