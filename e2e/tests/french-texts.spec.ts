import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, orgUrl, screenshot, test } from './fixtures';
import { demoAccounts, signIn } from './sign-in';

/**
 * Issue 27: a manager sets a charity's French texts in the console, and publishes English game
 * rules alone: the terms screen says the French ones are older. STAFF_SCREENSHOTS=1 writes the
 * screens into docs/staff (docs/staff.md).
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function capture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `french-texts-${name}`);
  if (!process.env.STAFF_SCREENSHOTS) return;
  const docs = join(import.meta.dirname, '..', '..', 'docs', 'staff');
  mkdirSync(docs, { recursive: true });
  await page.screenshot({ path: join(docs, `desktop-${name}.png`), fullPage: true });
}

async function toFrench(page: Page) {
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible({ timeout: 15_000 });
}

test('a charity in French, and rules whose French is older than the English', async ({ page }) => {
  await signIn(page, 'lettres', demoAccounts.manager('lettres'));
  await page.goto(orgUrl('lettres', '/admin/charities'));
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Edit a charity' });
  await form.getByLabel('Name in French').fill('Hospice du port');
  await form.getByLabel('Description in French').fill('Des soins en fin de vie, à domicile.');
  await form.getByRole('button', { name: 'Save the charity' }).click();
  await expect(page.getByRole('status', { name: /was saved/ })).toBeVisible();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(form.getByLabel('Name in French')).toHaveValue('Hospice du port');
  await form.scrollIntoViewIfNeeded();
  await capture(page, 'charity-french-en');

  await page.goto(orgUrl('lettres', '/admin/terms'));
  const rules = page.getByRole('textbox', { name: /Game rules, English/ });
  await rules.fill('# Game rules\n\nRevised: the draw is every Friday at 8 PM.');
  await page.getByRole('button', { name: 'Publish the change as a new version' }).click();
  const notice = page.getByRole('alert', { name: 'A French text is older than the English one' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('French players read the old text');
  await capture(page, 'terms-languages-en');

  await toFrench(page);
  await expect(
    page.getByRole('alert', { name: 'Un texte français est plus ancien que le texte anglais' }),
  ).toBeVisible();
  await capture(page, 'terms-languages-fr');
  // A phone: the notice and its button wrap.
  await page.setViewportSize({ width: 360, height: 800 });
  await capture(page, 'terms-languages-fr-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(orgUrl('lettres', '/admin/charities'));
  await page
    .getByRole('button', { name: /^Modifier / })
    .first()
    .click();
  await expect(
    page.getByRole('form', { name: 'Modifier un organisme' }).getByLabel('Nom en français'),
  ).toHaveValue('Hospice du port');
  await capture(page, 'charity-french-fr');

  // The French text published from the same screen: current again.
  await page.goto(orgUrl('lettres', '/admin/terms'));
  await page.getByRole('button', { name: /Modifier le texte français : Règlement du jeu/ }).click();
  await page
    .getByRole('textbox', { name: /Règlement du jeu, Français/ })
    .fill('# Règlement du jeu\n\nRévisé : le tirage a lieu chaque vendredi à 20 h.');
  await page.getByRole('button', { name: /Publier/ }).click();
  await expect(page.getByText('Langues de chaque document')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert', { name: /plus ancien/ })).toHaveCount(0);
});
