import type { Browser, Page } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen } from './screen-check';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 180_000 });

const GOOD_CARD = '4242 4242 4242 4242';
/** The sandbox's (and Stripe's) always-declining test card. */
const DECLINED_CARD = '4000 0000 0000 0002';
/** Stripe's public test card that asks for the bank's check (3-D Secure). */
const BANK_CHECK_CARD = '4000 0025 0000 3155';

/** Counts the requests that would charge a card: `player-number/play` and `…/purchase`. */
function countCharges(page: Page): () => number {
  let charges = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/player-number\/(play|purchase)$/.test(request.url()))
      charges += 1;
  });
  return () => charges;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test.describe('money screens (issue 12)', () => {
  test.describe('saved cards', () => {
    // Adding the always-declining card on Manage Payment Info is refused by the server (400).
    test.use({ allowedConsoleErrors: [/HTTP 400 POST \S+\/api\/payment-method\/add$/] });

    test('one saved card per card: the same card paid with twice is saved once, a declined one never', async ({
      page,
    }) => {
      await registerNewPlayer(page);
      await assignNumbers(page, 1);

      // A declined attempt saves nothing, although "Save this card" is ticked (by the player:
      // it starts unticked).
      await page
        .locator('li.group-card')
        .getByRole('button', { name: 'Play', exact: true })
        .click();
      await expect(page.getByRole('checkbox', { name: 'Save this card' })).not.toBeChecked();
      await fillCard(page, DECLINED_CARD);
      await expect(page.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
      await page.getByRole('button', { name: 'Pay $2.00' }).click();
      await expect(page.getByRole('alert')).toContainText('Your card was declined.');
      await page.goto(orgUrl('goldrush', '/game/manage/payment-info'));
      await expect(page.getByText('You have no saved cards.')).toBeVisible();

      // The same card typed in for two payments: one card on file.
      await page.goto(orgUrl('goldrush', '/game/play-number'));
      await fillCard(page, GOOD_CARD);
      await page.getByRole('button', { name: 'Pay $2.00' }).click();
      await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, {
        timeout: 30_000,
      });
      await page.goto(orgUrl('goldrush', '/game/purchase-number'));
      await page.getByLabel('How many numbers?').fill('1');
      await page.getByRole('radio', { name: 'A new card' }).check();
      await fillCard(page, GOOD_CARD);
      await expect(page.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
      await page.getByRole('button', { name: 'Buy and pay $2.00' }).click();
      await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
        timeout: 30_000,
      });

      await page.goto(orgUrl('goldrush', '/game/manage/payment-info'));
      const cards = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
      await expect(cards.first()).toContainText('Visa ending in 4242');
      await expect(cards).toHaveCount(1);

      // Added again by hand: the page says it is already saved, and lists it once.
      await page.getByRole('button', { name: 'Add a card' }).click();
      await fillCard(page, GOOD_CARD);
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect(
        page.getByRole('status', { name: 'This card was already saved: it is listed once.' }),
      ).toBeVisible();
      await expect(cards).toHaveCount(1);

      // The always-declining card is refused, not "saved".
      await page.getByRole('button', { name: 'Add a card' }).click();
      await fillCard(page, DECLINED_CARD);
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Your bank declined this card, so it was not saved.',
      );
      await expect(page.getByText('Your card was saved.')).toHaveCount(0);
      await expect(cards).toHaveCount(1);
      await checkScreen(page, 'money-screens-card-declined');
    });
  });

  test.describe('success pages', () => {
    // A payment id the server does not know: its receipt is a 404.
    test.use({
      allowedConsoleErrors: [/HTTP 404 GET \S+\/api\/payment\/by-player\/\S+\/receipt\//],
    });

    test('opened without a finished payment, a success page says nothing of success', async ({
      page,
    }) => {
      // Signed out: /recover-password without a finished reset goes to sign in.
      await page.goto(orgUrl('goldrush', '/recover-password'));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your password was changed')).toHaveCount(0);

      await registerNewPlayer(page);
      await assignNumbers(page, 1);
      for (const path of [
        '/game/play-number/success',
        '/game/purchase-number/success',
        `/game/play-number/success?paymentId=${crypto.randomUUID()}`,
        `/game/purchase-number/success?paymentId=${crypto.randomUUID()}`,
      ]) {
        await page.goto(orgUrl('goldrush', path));
        await expect(page, path).toHaveURL(/\/game\/dashboard$/);
        await expect(page.locator('li.group-card')).toContainText('Not played yet');
        await expect(page.getByText(/Payment successful/)).toHaveCount(0);
      }
    });
  });

  test('Back right after paying: nothing is paid again and the dashboard shows the paid numbers', async ({
    page,
  }) => {
    const charges = countCharges(page);
    await registerNewPlayer(page);
    await assignNumbers(page, 2);
    const pot = page.locator('.current-game__facts dd').first().locator('.currency');
    await expect(pot).toHaveText(/\$/);
    // The dashboard says when sales close, in the game's zone (issue 12).
    await expect(
      page.locator('.current-game__facts dt', { hasText: 'Sales close' }).locator('+ dd'),
    ).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\sA[DS]T$/);
    const potBefore = await pot.innerText();

    await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await fillCard(page, GOOD_CARD);
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
    await expect(page.locator('.receipt')).toContainText('$4.00');

    // Back to the checkout: nothing left to pay, no pay button.
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await expect(
      page.getByRole('status', { name: 'All your numbers are played for this draw.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    // Back to the dashboard: the numbers read again, paid, beside the pot that counts them.
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/dashboard$/);
    const group = page.locator('li.group-card');
    await expect(group).toContainText('Played for this draw');
    await expect(group.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Play your/ })).toHaveCount(0);
    await expect(pot).not.toHaveText(potBefore);
    await checkScreen(page, 'money-screens-back-after-paying');
    expect(charges()).toBe(1);
  });

  test('the manual draw: a payment at the bank check is named with when it clears; a stale page is refused with its reason', async ({
    page: player,
    browser,
  }) => {
    // An administrator opens the draw page while nothing is pending: the draw is offered.
    const stale = await newPage(browser);
    await signIn(stale, 'drawcheck', demoAccounts.admin('drawcheck'));
    await stale.goto(orgUrl('drawcheck', '/admin/draw'));
    await expect(stale.getByRole('button', { name: 'Run the draw' })).toBeVisible();
    await expect(stale.getByRole('alert')).toHaveCount(0);

    // A player's payment waits at the bank's check (3-D Secure).
    await readyPlayer(player, 'drawcheck');
    await player.goto(orgUrl('drawcheck', '/game/play-number'));
    await fillCard(player, BANK_CHECK_CARD);
    await player.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      player.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' }),
    ).toBeVisible({ timeout: 30_000 });

    // Opened now, the page says what the draw waits for, what staff can do, and until when.
    const admin = await newPage(browser);
    await signIn(admin, 'drawcheck', demoAccounts.admin('drawcheck'));
    await admin.goto(orgUrl('drawcheck', '/admin/draw'));
    const pending = admin
      .getByRole('alert')
      .filter({ hasText: 'Tickets are still being paid for' });
    await expect(pending).toHaveAttribute('data-code', 'PaymentsPending');
    await expect(pending).toContainText('1 payment has no answer from the card processor yet');
    await expect(pending).toContainText('or run the draw now: sales close first');
    // Date and time in the game's zone, named (formatGameTime): "Nov 23, 2026, 7:42 AM AST".
    await expect(pending).toContainText(
      /It clears by \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\sA[DS]T at the latest/,
    );
    await checkScreen(admin, 'money-screens-draw-pending');

    // Run now: sales close, the unanswered payment is cancelled, the draw has its result.
    await admin.getByRole('button', { name: 'Run the draw' }).click();
    await admin
      .getByRole('dialog', { name: 'Run the draw?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(admin.getByRole('status').filter({ hasText: 'Result of Week 1' })).toBeVisible({
      timeout: 30_000,
    });
    await admin.context().close();

    // The page opened before still offers the draw: the server refuses (AlreadyDrawn), and
    // the page shows the result of the draw that was run, never an error (issue 27).
    await stale.getByRole('button', { name: 'Run the draw' }).click();
    await stale
      .getByRole('dialog', { name: 'Run the draw?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(stale.getByRole('status').filter({ hasText: 'Result of Week 1' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(stale.getByRole('link', { name: 'Verify this draw' })).toBeVisible();
    await expect(stale.getByText('Tickets are still being paid for')).toHaveCount(0);
    await expect(stale.getByText('This draw has already been run')).toHaveCount(0);
    // The drawn week is never offered again; the next one is, by its name.
    await expect(stale.getByRole('button', { name: /^Run the draw/ })).toHaveText(
      'Run the draw of Week 2',
    );
    await checkScreen(stale, 'money-screens-draw-refused');
    await stale.context().close();
  });

  test('a payment left at the bank check waits on the dashboard: approved there, or cancelled there', async ({
    page,
  }) => {
    await readyPlayer(page, 'goldrush');
    const bankCheck = page.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' });
    const waiting = page.getByRole('region', { name: 'Waiting for your approval' });

    // Two more numbers, paid with the bank-check card, then Back before approving.
    await page.goto(orgUrl('goldrush', '/game/purchase-number'));
    await page.getByLabel('How many numbers?').fill('2');
    await fillCard(page, BANK_CHECK_CARD);
    await page.getByRole('button', { name: 'Buy and pay $4.00' }).click();
    await expect(bankCheck).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/dashboard$/);
    // What it is for: the draw, the amount and the numbers (issue 28).
    await expect(waiting).toContainText(/: \$4\.00, numbers \d+ and \d+/);
    await expect(waiting).toContainText(/Approve or cancel it by .+\sA[DS]T\./);
    // Not counted as played while the bank waits, nor offered to be paid again.
    const row = (state: string) => page.locator(`li.group-card [data-state="${state}"]`);
    await expect(row('played')).toHaveCount(0);
    const held = row('awaiting');
    await expect(held.locator('.ticket-number')).toHaveCount(2);
    await expect(held.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
    await checkScreen(page, 'money-screens-dashboard-awaiting');

    // Approved from the dashboard, in one tap: the receipt.
    await waiting.getByRole('button', { name: 'Approve the payment' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
    await expect(page.locator('.receipt')).toContainText('$4.00');
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(row('played').locator('.ticket-number')).toHaveCount(2);
    await expect(waiting).toHaveCount(0);

    // The first number, paid with the saved bank-check card, the tab reopened on the dashboard.
    await page.goto(orgUrl('goldrush', '/game/play-number'));
    await expect(page.getByRole('radio', { name: /ending in 3155/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(bankCheck).toBeVisible({ timeout: 30_000 });
    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    await expect(waiting).toContainText(/: \$2\.00, number \d+/);

    // Cancelled from the dashboard: nothing charged, the number free to play again at once.
    await waiting.getByRole('button', { name: 'Cancel the payment' }).click();
    await expect(page.getByRole('status', { name: 'Payment cancelled' })).toContainText(
      'Nothing was charged',
    );
    await expect(waiting).toHaveCount(0);
    const unplayed = row('unplayed');
    await expect(unplayed.locator('.ticket-number')).toHaveCount(1);
    await expect(unplayed.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });
});
