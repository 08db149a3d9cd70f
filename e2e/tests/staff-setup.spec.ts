import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, orgUrl, screenshot, test } from './fixtures';
import { registerAndSignIn } from './identity-flows';
import { assignNumbers, fillCard } from './new-player';
import { checkScreen, expectNothingClipped } from './screen-check';
import { demoAccounts, openMenu, signIn } from './sign-in';

const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP });

const ORG = 'console';
const ZONE = 'America/Halifax';
const RULES = 'Revised for the new season: the draw is every Friday at 8 PM.';
const TERMS = 'You agree to the revised game rules of the new season.';

/** STAFF_SCREENSHOTS=1 also writes the console's screens into docs/staff (docs/staff.md). */
async function capture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `staff-setup-${name}`);
  if (!process.env.STAFF_SCREENSHOTS) return;
  const docs = join(import.meta.dirname, '..', '..', 'docs', 'staff');
  mkdirSync(docs, { recursive: true });
  await page.screenshot({ path: join(docs, `desktop-${name}.png`), fullPage: true });
}

/** A moment on the game's clock, as the datetime-local fields take it. */
function gameClock(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function goTo(page: Page, entry: string, heading: string) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

async function addCategory(page: Page) {
  const form = page.getByRole('form', { name: 'Add a category' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Palliative care');
  await form.getByLabel('Key').fill('palliative care');
  await form.getByRole('button', { name: 'Add the category' }).click();
  await expect(form.getByText('must be lower-case letters, digits and -')).toBeVisible();
  await form.getByLabel('Key').fill('palliative-care');
  await form.getByRole('button', { name: 'Add the category' }).click();
  await expect(page.getByRole('status', { name: /Palliative care was added/ })).toBeVisible();
  const categories = page.getByRole('region', {
    name: 'Categories the charities are listed under',
  });
  await expect(categories.getByRole('row', { name: /Palliative care/ })).toBeVisible();
}

async function addCharity(page: Page) {
  await goTo(page, 'Charities', 'Charities');
  await addCategory(page);
  const form = page.getByRole('form', { name: 'Add a charity' });
  await form.getByLabel('Category').selectOption({ label: 'Palliative care' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour Hospice');
  await form.getByLabel('Key').fill('Harbour Hospice');
  await form.getByLabel('Website').fill('https://hospice.example.org/');
  await form
    .getByLabel('Description', { exact: true })
    .fill('Care at the end of life, at home or in hospice.');
  await form.getByRole('button', { name: 'Add the charity' }).click();
  // Checked as the YAML file is: nothing is sent until the key is right.
  await expect(form.getByText('must be lower-case letters, digits and -')).toBeVisible();
  await form.getByLabel('Key').fill('harbour-hospice');
  await form.getByRole('button', { name: 'Add the charity' }).click();
  await expect(page.getByRole('status', { name: /Harbour Hospice was added/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Harbour Hospice/ })).toContainText('Active');
  await expect(page.getByRole('row', { name: /Harbour Hospice/ })).toContainText('Palliative care');
  await capture(page, 'charities');
}

async function publishRules(page: Page) {
  await goTo(page, 'Terms and rules', 'Terms and rules');
  const form = page.getByRole('form', { name: 'Edit and publish' });
  await form.getByLabel('Game rules, English (markdown)').fill(`# Game Rules\n\n${RULES}`);
  await expect(form.getByRole('region', { name: 'Preview' })).toContainText(RULES);
  await form.locator('label', { hasText: 'Terms of use' }).click();
  const terms = form.getByLabel('Terms of use, English (markdown)');
  await terms.fill(`${await terms.inputValue()}\n\n${TERMS}`);
  await form.getByRole('button', { name: 'Publish the changes as a new version' }).click();
  await expect(page.getByRole('status', { name: 'Version 2 is published.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Published versions' })).toContainText('2');
  await capture(page, 'terms');
}

async function scheduleFirstDraw(page: Page) {
  await goTo(page, 'Games and draws', 'Games and draws');
  // The game's price bundles (issue 16) are shown as the YAML file set them.
  await expect(page.getByText('3 numbers for $5.00')).toBeVisible();
  // The manager reprices it: on sale at once, audited.
  const bundles = page.getByRole('form', { name: 'Price bundles of Lions Gold Rush' });
  await bundles.getByLabel('Bundle 1: price ($)').fill('4.50');
  await bundles.getByRole('button', { name: 'Save the bundles' }).click();
  await expect(
    page.getByRole('status', { name: 'The bundles are saved and on sale now.' }),
  ).toBeVisible();
  await expect(page.getByText('3 numbers for $4.50')).toBeVisible();
  const form = page.getByRole('form', { name: 'Schedule the next draw of Lions Gold Rush' });
  const now = Date.now();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Week 1');
  await form.getByLabel('Opens').fill(gameClock(now));
  await form.getByLabel('Sales close').fill(gameClock(now + 3 * 86_400_000));
  await form.getByLabel('Draw').fill(gameClock(now + 3 * 86_400_000 - 3_600_000));
  await form.getByRole('button', { name: 'Schedule the draw' }).click();
  await expect(form.getByText('must not be before sales close')).toBeVisible();
  await form.getByLabel('Draw').fill(gameClock(now + 3 * 86_400_000 + 3_600_000));
  await form.getByRole('button', { name: 'Schedule the draw' }).click();
  await expect(page.getByRole('status', { name: /Week 1 is open/ })).toBeVisible();
  const instances = page.getByRole('region', { name: 'Draws of Lions Gold Rush' });
  await expect(instances.getByRole('row', { name: /Week 1/ })).toContainText('Open');
  await capture(page, 'games');
  // One screen in French: the same page, the game's times in French.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jeux et tirages' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tirages du jeu : Lions Gold Rush' }),
  ).toContainText('Ouvert');
  await expect(page.getByRole('status', { name: /Week 1 est ouvert/ })).toBeVisible();
  await capture(page, 'games-fr');
  await page.getByRole('button', { name: 'English' }).click();
}

/** Writes the screen at 360 px too (docs/staff.md), then goes back to the desktop width. */
async function capturePhone(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, `staff-setup-phone-${name}`);
  if (process.env.STAFF_SCREENSHOTS) {
    const docs = join(import.meta.dirname, '..', '..', 'docs', 'staff');
    await page.screenshot({ path: join(docs, `phone-${name}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * The next draw is scheduled as suggested (after Week 1's), renamed and moved before it
 * opens, then cancelled with a reason; its row stays, Cancelled, with nothing left to do.
 */
async function editThenCancelFutureDraw(page: Page) {
  await goTo(page, 'Games and draws', 'Games and draws');
  const next = page.getByRole('form', { name: 'Schedule the next draw of Lions Gold Rush' });
  await expect(next.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Week 2');
  await next.getByRole('button', { name: 'Schedule the draw' }).click();
  await expect(page.getByRole('status', { name: /Week 2 is scheduled/ })).toBeVisible();
  const instances = page.getByRole('region', { name: 'Draws of Lions Gold Rush' });
  await expect(instances.getByRole('row', { name: /Week 2/ })).toContainText('Scheduled');
  // An open draw can be cancelled, not edited.
  await expect(instances.getByRole('button', { name: 'Edit Week 1' })).toHaveCount(0);
  await expect(instances.getByRole('button', { name: 'Cancel Week 1' })).toBeVisible();

  await instances.getByRole('button', { name: 'Edit Week 2' }).click();
  const edit = page.getByRole('form', { name: 'Edit Week 2' });
  const drawAt = await edit.getByLabel('Draw').inputValue();
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Harvest draw');
  await edit.getByLabel('Sales close').fill(drawAt);
  await edit.getByLabel('Draw').fill(`${drawAt.slice(0, 11)}00:00`);
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  // The same rules as scheduling: a draw before sales close is refused, field by field.
  await expect(edit.getByText('must not be before sales close')).toBeVisible();
  await edit.getByLabel('Sales close').fill(`${drawAt.slice(0, 11)}18:00`);
  await edit.getByLabel('Draw').fill(`${drawAt.slice(0, 11)}21:00`);
  await capture(page, 'games-edit');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('status', { name: /Harvest draw is changed/ })).toBeVisible();
  await expect(instances.getByRole('row', { name: /Harvest draw/ })).toContainText('9:00');

  await instances.getByRole('button', { name: 'Cancel Harvest draw' }).click();
  const cancel = page.getByRole('form', { name: 'Cancel Harvest draw' });
  await expect(cancel).toContainText('refunded to the card');
  await cancel.getByRole('button', { name: 'Cancel this draw' }).click();
  await expect(cancel.getByRole('alert')).toContainText('Say why');
  await cancel.getByLabel('Reason').fill('The hall is booked for the fair that night.');
  await capture(page, 'games-cancel');
  await page.getByRole('button', { name: 'Français' }).click();
  const annuler = page.getByRole('form', { name: 'Annuler Harvest draw' });
  await expect(annuler).toContainText('remboursée sur la carte');
  await capture(page, 'games-cancel-fr');
  await capturePhone(page, 'games-cancel-fr');
  await page.getByRole('button', { name: 'English' }).click();
  await capturePhone(page, 'games-cancel');
  await cancel.getByRole('button', { name: 'Cancel this draw' }).click();
  await expect(
    page.getByRole('status', {
      name: 'Harvest draw is cancelled. 0 payments were refunded ($0.00).',
    }),
  ).toBeVisible();
  const row = instances.getByRole('row', { name: /Harvest draw/ });
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  // Week 1 is still on sale.
  await expect(instances.getByRole('row', { name: /Week 1/ })).toContainText('Open');
}

/** A new player agrees to the new rules, pledges to the new charity and buys in the new draw. */
async function playerBuysIn(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const player = await registerAndSignIn(page, ORG);
    await expect(page.locator('.terms-document')).toContainText(TERMS);
    await page.getByRole('link', { name: 'Game Rules' }).click();
    await expect(page.getByText(RULES)).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page).toHaveURL(/\/register\/charity-pledge$/);
    await page.getByRole('radio', { name: /Harbour Hospice/ }).check();
    await page.getByRole('button', { name: 'Confirm my charity' }).click();
    await expect(page).toHaveURL(/\/register\/assign-numbers$/);
    await assignNumbers(page, 1);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 20_000 });
    await expect(page.locator('.receipt')).toContainText('Week 1');
    return player.email;
  } finally {
    await context.close();
  }
}

/** The owner reads each step in the audit log, with its fields before and after. */
async function auditShowsEachStep(browser: Browser, playerEmail: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await signIn(page, ORG, demoAccounts.admin(ORG));
    await page.goto(orgUrl(ORG, '/admin/audit'));
    const log = page.getByRole('region', { name: /entries/ });
    // The manager's rows (the YAML load wrote its own, as `provisioning`).
    const row = (action: string) =>
      log
        .getByRole('row')
        .filter({ hasText: action })
        .filter({ hasText: 'manager@console.example' });
    // The log in words (issue 27): actions named, details as lines in words (follow-up 1),
    // before → after.
    await expect(row('Charity added')).toContainText('Name: ∅ → Harbour Hospice');
    await expect(row('Category added')).toContainText('Name: ∅ → Palliative care');
    await expect(row('Terms published')).toContainText('Game rules: # Game Rules');
    await expect(row('Terms published')).toContainText(RULES);
    const week1 = row('Draw scheduled').filter({ hasText: 'Name: ∅ → Week 1' });
    await expect(week1).toContainText('Status: ∅ → Open');
    await expect(week1).toContainText(`Time zone: ∅ → ${ZONE}`);
    await expect(row('Bundles changed')).toContainText('Price: $5.00) → (Numbers: 3; Price: $4.50');
    await expect(row('Draw changed')).toContainText('Name: Week 2 → Harvest draw');
    await expect(row('Draw cancelled')).toContainText('Status: Scheduled → Cancelled');
    await expect(row('Draw cancelled')).toContainText('booked for the fair');
    // The manager's steps alone, as an auditor would look for them.
    await page.getByLabel('Who').fill('manager@console.example');
    await page.getByRole('button', { name: 'Show' }).click();
    // The header, sign-in and eight steps (a category, a charity, rules, bundles, two draws
    // scheduled, one edited, one cancelled).
    await expect(log.getByRole('row')).toHaveCount(10);
    await capture(page, 'audit');
    await ownerScreens(page, playerEmail);
  } finally {
    await context.close();
  }
}

/** The owner's other console screens at desktop width, for docs/staff.md. */
async function ownerScreens(page: Page, playerEmail: string) {
  await page.goto(orgUrl(ORG, '/admin/organization'));
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Console Test Lions Club');
  await capture(page, 'organization');
  await page.goto(orgUrl(ORG, '/admin/support'));
  // The address's own part: the whole of it is wider than the field at 360 px.
  await page
    .getByLabel('E-mail, name, phone or ticket number')
    .fill(playerEmail.slice(0, playerEmail.indexOf('@')));
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: /^Show / }).click();
  await expect(page.getByText('Harbour Hospice')).toBeVisible();
  await capture(page, 'support');
  await voidOnPhone(page);
}

const PHONE = { width: 360, height: 800 };

/**
 * SUPPORT_SHOTS=<dir> also writes the support screens there, to be looked at (issue 27);
 * STAFF_SCREENSHOTS=1 into docs/staff as phone-<name>.png (docs/staff.md).
 */
async function supportShot(page: Page, name: string) {
  const docs = join(import.meta.dirname, '..', '..', 'docs', 'staff');
  const dir = process.env.SUPPORT_SHOTS ?? (process.env.STAFF_SCREENSHOTS ? docs : undefined);
  if (!dir) return;
  const file = dir === docs ? `phone-${name}` : name;
  mkdirSync(dir, { recursive: true });
  // In a window as tall as the page: a full-page capture draws the sticky header mid-page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize() ?? PHONE;
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: join(dir, `${file}.png`) });
  await page.setViewportSize(viewport);
}

/**
 * At 360 px the void form opens below the sideways-scrolling table, whole, with no number
 * ticked; the void asks first, naming the number and the amount, in English and French, and
 * a double click voids once (issue 27).
 */
async function voidOnPhone(page: Page) {
  const payments = page.getByRole('region', { name: '1 payment, newest first' });
  const row = payments.getByRole('row').nth(1);
  await expect(row).toContainText('Paid $2.00');
  await expect(row).toContainText('Paid');
  await page.setViewportSize(PHONE);
  await row.getByRole('button', { name: 'Void or refund' }).click();
  const form = page.getByRole('form', { name: 'Void or refund this payment' });
  await expect(form).toBeVisible();
  await expect(payments.getByRole('form')).toHaveCount(0);
  const box = await form.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'the form fits the screen').toBe(
    true,
  );
  const number = form.getByRole('checkbox');
  await expect(number).toHaveCount(1);
  await expect(number).not.toBeChecked();
  const ticket = (await number.getAttribute('value')) ?? '';
  await checkScreen(page, 'staff-setup-phone-support-void');
  await expectNothingClipped(page, 'the void form at 360 px');
  await supportShot(page, 'void-form-en');
  await form.getByLabel('Reason').fill('Bought the wrong number by mistake');
  await form.getByRole('button', { name: 'Continue to confirm' }).click();
  await expect(form.getByText('Choose at least one number.')).toBeVisible();
  await number.check();
  await form.getByRole('button', { name: 'Continue to confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Void this number?' });
  await expect(confirm).toContainText(`Number ${ticket} leaves Week 1 for good and $2.00`);
  await expectNothingClipped(page, 'the void confirmation at 360 px');
  await supportShot(page, 'void-confirm-en');

  // The same step in French: "retirer du tirage", never "annuler" (a cancelled draw).
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Français' }).click();
  const confirmer = page.getByRole('alertdialog', { name: 'Retirer ce numéro du tirage?' });
  // At 1280 px too: the table's French headings and the confirmation, nothing cut.
  await expect(page.getByRole('columnheader', { name: 'Payé et remboursé' })).toBeVisible();
  await expect(confirmer).toContainText('2,00 $');
  await expectNothingClipped(page, 'the void confirmation in French at 1280 px');
  await supportShot(page, 'void-confirm-fr-desktop');
  await page.setViewportSize(PHONE);
  await expect(confirmer).toContainText(`le numéro ${ticket} quitte ce tirage pour de bon`);
  await expect(confirmer).not.toContainText(/annul/i);
  await expectNothingClipped(page, 'the void confirmation in French at 360 px');
  await supportShot(page, 'void-confirm-fr');
  await confirmer.getByRole('button', { name: 'Retour' }).click();
  const retirer = page.getByRole('form', { name: 'Retirer du tirage ou rembourser ce paiement' });
  await expect(retirer.getByRole('checkbox')).toBeChecked();
  await expectNothingClipped(page, 'the void form in French at 360 px');
  await supportShot(page, 'void-form-fr');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize(PHONE);

  await form.getByRole('button', { name: 'Continue to confirm' }).click();
  await confirm.getByRole('button', { name: `Void number ${ticket} and refund $2.00` }).dblclick();
  await expect(
    page.getByRole('status', {
      name: new RegExp(`^Number ${ticket} is out of the draw; \\$2\\.00`),
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Voided');
  await expect(row).toContainText(`Out of the draw: ${ticket}`);
  await expect(row).toContainText('Refunded $2.00');
  await expect(row.getByRole('button', { name: 'Void or refund' })).toHaveCount(0);
  // One void, one refund: a double click sent it once.
  await expect(
    page.getByRole('region', { name: 'Refunds', exact: true }).getByRole('row'),
  ).toHaveCount(2);
  await checkScreen(page, 'staff-setup-phone-support-voided');
  await supportShot(page, 'voided-en');
  await page.setViewportSize(DESKTOP);
  await supportShot(page, 'voided-en-desktop');
}

test('a new manager sets up the season and a player plays in it (issue 15, done when 1)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ORG, demoAccounts.manager(ORG));
  // The manager's console entries, by role: the audit log (their own actions), no staff page.
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Games and draws' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await capture(page, 'menu');
  await page.keyboard.press('Escape');
  await addCharity(page);
  await publishRules(page);
  await scheduleFirstDraw(page);
  await editThenCancelFutureDraw(page);
  const playerEmail = await playerBuysIn(browser);
  await auditShowsEachStep(browser, playerEmail);
});
