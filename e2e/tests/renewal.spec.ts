import type { Browser, Locator, Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

/** The sandbox card that saves fine and declines every charge. */
const FAILING_CARD = '4000 0000 0000 0341';

interface GroupView {
  Id: string;
  Paid: boolean;
  PlayerNumbers: { TicketNumber: number; SubscriptionStatus: number }[];
}

/** A full-page screenshot from the top, whatever focus scrolled to. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The ticket numbers a dashboard card, or one of its rows, shows. */
async function numbersOf(card: Locator): Promise<string[]> {
  return (await card.locator('.ticket-number').allInnerTexts()).map((n) => n.trim());
}

/** The dashboard's numbers in one state (a row of their auto-play card, issue 12). */
function row(page: Page, state: 'unplayed' | 'played' | 'failed'): Locator {
  return page.locator(`li.group-card [data-state="${state}"]`);
}

/** The dashboard's card of the numbers that auto-play, or of those that do not. */
function autoPlayCard(page: Page, on: boolean): Locator {
  return page.locator('li.group-card').filter({ hasText: on ? 'Auto-play on' : 'Auto-play off' });
}

/**
 * Turns auto-play on for every group of a dashboard card, or for one group on the auto-play
 * page (`Subscribe`). A group paid for this draw shows its payment rather than its
 * subscription, so the answer of the subscription call is what tells it worked.
 */
async function turnOnAutoPlay(page: Page, scope: Locator, button = 'Turn on auto-play') {
  await scope.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on auto-play?' });
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/player-number-group/subscription') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

/** Opens the dashboard and returns the groups the app itself read from the API. */
async function loadDashboard(page: Page): Promise<GroupView[]> {
  const response = page.waitForResponse(
    (r) => r.url().includes('/for-game-instance-in-groups/') && r.request().method() === 'GET',
  );
  await page.goto(orgUrl('goldrush', '/game/dashboard'));
  const body = (await (await response).json()) as { PlayerNumberGroups: GroupView[] };
  await expect(page.locator('li.group-card').first()).toBeVisible();
  return body.PlayerNumberGroups;
}

/** The renewal receipts e-mailed for these numbers (each receipt lists its numbers). */
async function receiptsFor(page: Page, email: string, numbers: string[]): Promise<number> {
  await page.goto(orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(email)}`));
  return page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: /^Your receipt / }) })
    .filter({ hasText: `Numbers: ${numbers.join(', ')}\n` })
    .count();
}

/** The demo administrator runs the manual draw of the current GoldRush instance. */
async function runManualDraw(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  const admin = await context.newPage();
  await signIn(admin, 'goldrush', demoAccounts.admin('goldrush'));
  await admin.goto(orgUrl('goldrush', '/admin/draw'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Draw' })).toBeVisible();
  await admin.getByRole('button', { name: 'Run the draw' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Run the draw?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Result of' })).toBeVisible({
    timeout: 15_000,
  });
  await context.close();
}

test.describe('subscription renewals (issue 4)', () => {
  test('a new draw charges each subscribed group once; a failing saved card ends in payment-failed', async ({
    page,
    browser,
  }) => {
    // Group A: the numbers assigned at registration, left unplayed for this draw.
    const email = await registerNewPlayer(page);
    await assignNumbers(page, 1);
    // The dashboard's cards load after the page: read the numbers once the card is there.
    await expect(page.locator('li.group-card .ticket-number')).toHaveCount(1);
    const groupA = await numbersOf(page.locator('li.group-card'));

    // Group B: one more number bought with 4242, which saves the card at checkout.
    await page.getByRole('link', { name: 'Buy more numbers' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number$/);
    await page.getByLabel('How many numbers?').fill('1');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByLabel('Save this card for future payments')).toBeChecked();
    await page.getByRole('button', { name: 'Buy and pay $2.00' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
      timeout: 15_000,
    });
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    // One card for both (issue 12): A to play, B paid for this draw.
    await expect(page.locator('li.group-card .ticket-number')).toHaveCount(2);
    await expect(page.locator('li.group-card')).toHaveCount(1);
    expect(await numbersOf(row(page, 'unplayed'))).toEqual(groupA);
    const groupB = await numbersOf(row(page, 'played'));
    expect(groupB).toHaveLength(1);

    // Auto-play for A alone, on the auto-play page, with the 4242 card (the only one saved).
    await page.goto(orgUrl('goldrush', '/game/subscription'));
    const groupOnPage = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByText(`Number ${groupA[0]}`, { exact: true }) });
    await turnOnAutoPlay(page, groupOnPage, 'Subscribe');

    // Then the failing card is saved, and B subscribes with it.
    await page.goto(orgUrl('goldrush', '/game/manage/payment-info'));
    await page.getByRole('button', { name: 'Add a card' }).click();
    await fillCard(page, FAILING_CARD);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Visa ending in 0341')).toBeVisible();
    // The dashboard: A in the auto-play card, B in the other, which the switch turns on with
    // the newest saved card.
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(autoPlayCard(page, true).locator('.ticket-number')).toHaveText(groupA);
    await expect(autoPlayCard(page, false).locator('.ticket-number')).toHaveText(groupB);
    await turnOnAutoPlay(page, autoPlayCard(page, false));

    // Both auto-play now: one card, A to play, B paid for this draw.
    await expect(page.locator('li.group-card')).toHaveCount(1);
    await expect(autoPlayCard(page, true)).toHaveCount(1);
    await expect(row(page, 'unplayed').locator('.ticket-number')).toHaveText(groupA);
    await expect(row(page, 'played').locator('.ticket-number')).toHaveText(groupB);
    expect(await receiptsFor(page, email, groupA)).toBe(0);

    // The administrator draws this instance, which opens the next one; the renewal job
    // charges the subscribed groups within a few job intervals.
    await runManualDraw(browser);

    let groups: GroupView[] = [];
    await expect(async () => {
      groups = await loadDashboard(page);
      await expect(row(page, 'played').locator('.ticket-number')).toHaveText(groupA, {
        timeout: 1_000,
      });
      await expect(row(page, 'failed').locator('.ticket-number')).toHaveText(groupB, {
        timeout: 1_000,
      });
    }).toPass({ intervals: [1_000, 2_000], timeout: 30_000 });

    const cardA = row(page, 'played');
    const cardB = row(page, 'failed');
    await expect(cardA).toContainText('Played for this draw');
    await expect(cardB).toContainText('Payment failed');
    await expect(cardB).toContainText('The automatic payment did not go through');
    await expect(cardB.getByRole('button', { name: 'Retry payment' })).toBeVisible();
    await shot(page, 'renewal-dashboard-payment-failed');

    // The groups API the dashboard read: A paid for the new instance, B not.
    const viewOf = (ticket: string) =>
      groups.find((g) => g.PlayerNumbers.some((n) => String(n.TicketNumber) === ticket));
    expect(viewOf(groupA[0]!)?.Paid).toBe(true);
    expect(viewOf(groupB[0]!)?.Paid).toBe(false);
    expect(viewOf(groupB[0]!)?.PlayerNumbers.map((n) => n.SubscriptionStatus)).toEqual([4]);

    // The failure e-mail names B's number.
    await page.goto(orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(email)}`));
    const failure = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: /could not be paid$/ }) });
    await expect(failure).toHaveCount(1);
    await expect(failure).toContainText(`for numbers ${groupB.join(', ')} and it failed`);
    await expect(failure).toContainText('Open your dashboard to pay by hand');

    // A was charged exactly once: one receipt now, and still one after more job intervals.
    expect(await receiptsFor(page, email, groupA)).toBe(1);
    await page.waitForTimeout(6_000);
    expect(await receiptsFor(page, email, groupA)).toBe(1);
    await expect(failure).toHaveCount(1);

    // The retry action leads to paying B by hand.
    await loadDashboard(page);
    await row(page, 'failed').getByRole('button', { name: 'Retry payment' }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await expect(page.getByText('1 number × $2.00')).toBeVisible();
  });
});
