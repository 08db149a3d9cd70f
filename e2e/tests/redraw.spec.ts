import type { Browser, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, expectNoAxeViolations, orgUrl, PHONE, screenshot, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { demoAccounts, signIn } from './sign-in';

const DESKTOP = { width: 1280, height: 900 };
const run = promisify(execFile);
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const verifier = fileURLToPath(
  new URL('../../apps/server/scripts/verify-draw.ts', import.meta.url),
);
/** Node resolves no *.localhost names, so the CLI reads the record through localhost. */
const apiUrl = (path: string) => `http://localhost:${process.env.E2E_PORT ?? 8181}${path}`;
test.describe.configure({ timeout: 300_000 });

/** A new player of the redraws organization who holds one number, paid for the draw. */
async function payingPlayer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await registerNewPlayer(page, undefined, 'redraws');
  await assignNumbers(page, 1);
  await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/play-number$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $2.00' }).click();
  await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 15_000 });
  return page;
}

test('a manager redraws an ineligible winner; the results keep the first result with the reason', async ({
  browser,
}) => {
  // Both numbers of a two-number Gold Rush are paid: the draw has a paid winner.
  const player = await payingPlayer(browser);
  await (await payingPlayer(browser)).context().close();

  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(admin, 'redraws', demoAccounts.admin('redraws'));
  await admin.goto(orgUrl('redraws', '/admin/draw'));
  await admin.getByRole('button', { name: 'Run the draw' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const result = admin.getByRole('status').filter({ hasText: 'Result of' });
  await expect(result).toContainText('Won by', { timeout: 15_000 });
  const first = (await result.locator('dd').first().innerText()).trim();
  const other = first === '1' ? '2' : '1';

  await admin.goto(orgUrl('redraws', '/admin/redraws'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Redraws' })).toBeVisible();
  await admin.getByLabel('Draw', { exact: true }).selectOption({ label: `Week 1 — #${first}` });
  await expect(admin.getByLabel(/^Entries to exclude/)).toHaveValue(first);
  await admin.getByLabel(/^Reason/).selectOption('UnderAge');
  await admin.getByLabel('Note for staff (not published)').fill('ID shows 17 years old');
  await admin.getByRole('button', { name: 'Commit the redraw' }).click();
  await expect(admin.getByText(/Redraw 1 committed/)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(admin);
  await screenshot(admin, 'redraw-admin-committed-1280');

  // Committed first: the public record shows the commitment and no seed yet.
  const table = admin.getByRole('table');
  const verifyLink = await table.getByRole('link', { name: 'Verify' }).getAttribute('href');
  const redrawId = verifyLink?.split('/')[2] ?? '';
  const before = await (await admin.request.get(apiUrl(`/api/draw/published/${redrawId}`))).json();
  expect(before).toMatchObject({ drawn: false, seed: null, kind: 'Redraw' });

  await admin.getByRole('button', { name: 'Run redraw 1' }).click();
  await expect(table.getByRole('cell', { name: new RegExp(`^${other} · `) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(table.getByRole('cell', { name: 'Under age' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshot(admin, 'redraw-admin-drawn-1280');

  const cli = await run(process.execPath, [
    tsx,
    verifier,
    apiUrl(`/api/draw/published/${redrawId}`),
  ]);
  expect(cli.stdout).toContain(
    `OK redraw (UnderAge) over the drawn list less 1 excluded entries: ${first}`,
  );
  expect(cli.stdout).toContain(`OK winning number ${other} over 1 entries`);

  // The public results: the first result stays, with the reason; the redraw next to it.
  const year = new Date().getFullYear();
  await player.goto(orgUrl('redraws', `/game/draw-results/${year}`));
  const cards = player.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Redraw');
  await expect(cards.nth(0)).toContainText('the winner is under the minimum age');
  await expect(cards.nth(1)).toContainText(
    'This result was replaced by a redraw: the winner is under the minimum age.',
  );
  await expectNoAxeViolations(player);
  await screenshot(player, 'redraw-results-360');
  await player.setViewportSize(DESKTOP);
  await screenshot(player, 'redraw-results-1280');
});
