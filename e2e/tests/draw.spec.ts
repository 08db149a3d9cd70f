import type { Browser, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen } from './screen-check';
import { demoAccounts, signIn } from './sign-in';

// The readers are in Tokyo: every time shown must still be the game's (Halifax), named.
test.use({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });

const run = promisify(execFile);
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const verifier = fileURLToPath(
  new URL('../../apps/server/scripts/verify-draw.ts', import.meta.url),
);
/** Node resolves no *.localhost names, so the CLI reads the record through localhost. */
const apiUrl = (path: string) => `http://localhost:${process.env.E2E_PORT ?? 8181}${path}`;
test.describe.configure({ timeout: 120_000 });

/** A new player who holds one number and paid it for the current draw. */
async function payingPlayer(page: Page): Promise<void> {
  await registerNewPlayer(page);
  await assignNumbers(page, 1);
  await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/play-number$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $2.00' }).click();
  await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 15_000 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
  return context.newPage();
}

test.describe('draws (issue 5)', () => {
  test('the administrator runs the manual draw; players see it and their browser verifies it', async ({
    page,
    browser,
  }) => {
    // A paid entry for the current GoldRush draw.
    await payingPlayer(page);

    // The administrator's view of the current instance.
    const admin = await newPage(browser);
    await signIn(admin, 'goldrush', demoAccounts.admin('goldrush'));
    await admin.goto(orgUrl('goldrush', '/admin/draw'));
    await expect(admin.getByRole('heading', { level: 1, name: 'Draw' })).toBeVisible();
    // The current draw's figures, not those of a result shown above them (a retry's first draw).
    const entries = admin
      .locator('dt:not([role="status"] dt)', { hasText: 'Paid entries' })
      .locator('+ dd');
    await expect(entries).toHaveText(/^[1-9]\d*$/);
    // Issue 12: in the game's zone, named (AST/ADT), never the browser's (GMT+9).
    const salesClose = admin.locator('dt', { hasText: 'Sales close' }).locator('+ dd');
    await expect(salesClose).toHaveText(/\sA[DS]T$/);
    // Published when the instance opened (the lifecycle sweep commits a missing seed).
    await expect(admin.locator('dt', { hasText: 'Seed commitment' })).toBeVisible();
    await checkScreen(admin, 'draw-admin-before');

    // Confirmation first: a backdrop click does not dismiss it.
    await admin.getByRole('button', { name: 'Run the draw' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Run the draw?' });
    await expect(dialog).toBeVisible();
    await admin.mouse.click(4, 4);
    await expect(dialog).toBeVisible();
    await checkScreen(admin, 'draw-admin-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    const result = admin.getByRole('status').filter({ hasText: 'Result of' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    const winningNumber = (await result.locator('dd').first().innerText()).trim();
    expect(winningNumber).toMatch(/^\d+$/);
    const instanceName = (await result.getByRole('heading').innerText()).replace(/^Result of /, '');
    await expect(result).toContainText(/Won by|rolls over to the next draw/);
    await checkScreen(admin, 'draw-admin-result');
    await admin.context().close();

    // Players find it in this year's draw results.
    const year = new Date().getFullYear();
    await page.goto(orgUrl('goldrush', `/game/draw-results/${year}`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Draw Results ${year}` }),
    ).toBeVisible();
    // Only the years of the game (issue 12): the demo game opened its first instance this year.
    await expect(page.getByRole('combobox', { name: 'Year' }).getByRole('option')).toHaveText([
      String(year),
    ]);
    const draw = page.getByRole('article', { name: instanceName });
    await expect(draw).toContainText(winningNumber);
    await checkScreen(page, 'draw-results-year');

    // The public verification page recomputes the same number in the browser.
    await draw.getByRole('link', { name: /Verify this draw/ }).click();
    await expect(page).toHaveURL(/\/draws\/[0-9a-f-]+\/verify$/);
    const verifyUrl = page.url();
    const drawnAt = page.locator('dt', { hasText: 'Drawn on' }).locator('+ dd');
    await expect(drawnAt).toHaveText(/\sA[DS]T$/);
    await page.getByRole('button', { name: 'Recompute in my browser' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toContainText(
      `Verified: the same winning number ${winningNumber}.`,
    );
    await checkScreen(page, 'draw-verify-ok');

    // The command-line verifier, an independent program, agrees.
    const instanceId = new URL(verifyUrl).pathname.split('/')[2];
    const { stdout } = await run(tsx, [verifier, apiUrl(`/api/draw/published/${instanceId}`)]);
    // A line on entries left out (a player excluded by another test) may come first.
    expect(stdout).toMatch(
      new RegExp(`^OK winning number ${winningNumber} over \\d+ entries`, 'm'),
    );

    // A tampered entry list fails, for anyone (signed out here).
    const visitor = await newPage(browser);
    await visitor.route('**/entries.txt', async (route) => {
      // Node cannot resolve *.localhost as Chromium does; the entry list is the same on any host.
      const url = new URL(route.request().url());
      url.hostname = 'localhost';
      const response = await route.fetch({ url: url.toString() });
      const lines = (await response.text()).split('\n');
      lines[0] = String(Number(lines[0]) + 1);
      await route.fulfill({ response, body: lines.join('\n') });
    });
    await visitor.goto(verifyUrl);
    await expect(visitor.getByRole('link', { name: /Download the list of entries/ })).toBeVisible();
    await visitor.getByRole('button', { name: 'Recompute in my browser' }).click();
    const failure = visitor.getByRole('alert').filter({ hasText: 'Verification failed' });
    await expect(failure).toContainText(/does not match|not a valid canonical list/);
    await checkScreen(visitor, 'draw-verify-tampered');
    await visitor.context().close();
  });
});
