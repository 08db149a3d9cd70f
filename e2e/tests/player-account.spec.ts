import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen, expectWholeLabel } from './screen-check';
import { openMenu } from './sign-in';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 150_000 });

/** Plays the player's one unplayed group with 4242 and waits for the receipt. */
async function playUnplayed(page: Page, amount: string) {
  await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/success\?paymentId=/, { timeout: 15_000 });
}

/** Buys one number with the card the first payment saved (it is chosen already). */
async function buyOne(page: Page) {
  await page.goto(orgUrl('goldrush', '/game/purchase-number'));
  await page.getByLabel('How many numbers?').fill('1');
  await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Buy and pay $2.00' }).click();
}

test.describe("the player's own account (issue 17)", () => {
  test('buys twice, finds both payments in the history and has a receipt sent again', async ({
    page,
  }) => {
    const email = await registerNewPlayer(page);
    await assignNumbers(page, 2);
    await playUnplayed(page, '$4.00');
    await buyOne(page);
    await expect(page).toHaveURL(/\/purchase-number\/success\?paymentId=/, { timeout: 15_000 });

    await page.goto(orgUrl('goldrush', '/game/dashboard'));
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Your payments' }).click();
    await expect(page).toHaveURL(/\/game\/history$/);
    const payments = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payments).toHaveCount(2);
    await expect(payments.first()).toContainText('Number bought · $2.00');
    await expect(payments.nth(1)).toContainText('Numbers played · $4.00');
    // The draw the numbers are in, in the game's own time zone, named.
    await expect(payments.first()).toContainText(/Draw.*A[DS]T/s);
    await checkScreen(page, 'account-history');

    const receiptNumber = (await payments.nth(1).textContent())?.match(/Receipt\s*(\d{8})/)?.[1];
    expect(receiptNumber).toBeTruthy();
    await payments
      .nth(1)
      .getByRole('button', { name: `Show receipt ${receiptNumber}` })
      .click();
    await expect(payments.nth(1).locator('.receipt')).toContainText('$4.00');
    await payments
      .nth(1)
      .getByRole('button', { name: `E-mail receipt ${receiptNumber} again` })
      .click();
    await expect(
      page.getByRole('status', { name: `Receipt ${receiptNumber} was sent to ${email}.` }),
    ).toBeVisible();
    await checkScreen(page, 'account-history-receipt');

    const boughtReceipt = (await payments.first().textContent())?.match(/Receipt\s*(\d{8})/)?.[1];
    expect(boughtReceipt).toBeTruthy();

    const mailbox = orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.goto(mailbox);
    const sent = page.locator('article').filter({ hasText: `receipt ${receiptNumber}` });
    await expect(sent).toHaveCount(2);
    await expect(sent.first()).toContainText('Draw date');

    // The player switches to French: the app keeps the language for the account, and the
    // receipt sent again is in French, with French money.
    await page.goto(orgUrl('goldrush', '/game/history'));
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos paiements');
    const resendInFrench = page
      .locator('ul.history-list > li')
      .first()
      .getByRole('button', { name: `Renvoyer le reçu ${boughtReceipt} par courriel` });
    await expectWholeLabel(resendInFrench);
    await resendInFrench.click();
    await expect(
      page.getByRole('status', { name: `Le reçu ${boughtReceipt} a été envoyé à ${email}.` }),
    ).toBeVisible();
    await checkScreen(page, 'account-history-fr');
    await page.goto(mailbox);
    const french = page.locator('article').filter({ hasText: `votre reçu ${boughtReceipt}` });
    await expect(french).toHaveCount(1);
    await expect(french).toContainText('Date du tirage');
    await expect(french).toContainText(/2,00\s\$/);
  });

  test.describe('limits and exclusion', () => {
    // The refused purchases are the point of this test.
    test.use({ allowedConsoleErrors: [/HTTP 403 POST .*\/api\/player-number\/purchase$/] });

    test('a weekly limit refuses the payment that would pass it; self-exclusion stops play', async ({
      page,
    }) => {
      await registerNewPlayer(page);
      await assignNumbers(page, 1);
      await page.goto(orgUrl('goldrush', '/game/manage/responsible-gaming'));
      await expect(page.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
      await page.getByLabel('Limit in dollars · Weekly (last 7 days)').fill('3');
      await page.getByRole('button', { name: 'Save the weekly (last 7 days) limit' }).click();
      await expect(page.getByRole('status', { name: 'Your limit was saved.' })).toBeVisible();
      await expect(page.getByText('Limit: $3.00 · spent: $0.00')).toBeVisible();
      await checkScreen(page, 'account-limits');

      await page.goto(orgUrl('goldrush', '/game/dashboard'));
      await playUnplayed(page, '$2.00');
      await buyOne(page);
      await expect(page.getByRole('alert')).toContainText('weekly spending limit of $3.00');
      await checkScreen(page, 'account-limit-refused');

      await page.goto(orgUrl('goldrush', '/game/manage/responsible-gaming'));
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: '6 months' }).click();
      await page.getByRole('button', { name: 'Exclude me' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
      await expect(dialog).toContainText('This cannot be undone early.');
      await checkScreen(page, 'account-exclusion-confirm');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'You excluded yourself from play until' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exclude me' })).toHaveCount(0);
      await checkScreen(page, 'account-excluded');

      // Issue 25: the purchase screen says so at once and offers no control to buy.
      await page.goto(orgUrl('goldrush', '/game/purchase-number'));
      await expect(page.getByRole('status', { name: 'You are excluded from play' })).toContainText(
        'You excluded yourself from play until',
      );
      await expect(page.getByLabel('How many numbers?')).toHaveCount(0);
    });
  });
});
