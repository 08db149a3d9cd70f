import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { animationsDone, checkScreen } from './screen-check';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 150_000 });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to the bottom of the page. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
}

/**
 * Taps the target and answers how far the window was scrolled when the tap landed: Playwright
 * may scroll a little before tapping (when something briefly covers the target), and that
 * position is the one the player leaves and Back must return to.
 */
async function tapAndRememberScroll(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => {
    const remember = () => {
      (window as unknown as { scrollAtTap: number }).scrollAtTap = window.scrollY;
    };
    window.addEventListener('click', remember, { capture: true, once: true });
  });
  await target.click();
  return page.evaluate(() => (window as unknown as { scrollAtTap: number }).scrollAtTap);
}

/**
 * The screen opened at its top once it has settled (slid in, data shown): the window is not
 * scrolled, and its heading is on screen below the sticky header, not under it.
 */
async function expectOpenedAtTop(page: Page, heading: string | RegExp): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeVisible();
  await animationsDone(page);
  expect(await scrollY(page), 'the new screen is scrolled').toBe(0);
  const header = await page.getByRole('banner').boundingBox();
  const box = await title.boundingBox();
  expect(box!.y, 'the heading is under the sticky header').toBeGreaterThanOrEqual(
    header!.y + header!.height,
  );
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

test.describe('scroll position across screens (issue 12)', () => {
  test('a new screen starts at its top, Back returns to where the player was, and the success page opens at its heading', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 2);
    await expect(page.locator('li.group-card')).toContainText('Not played yet');
    await animationsDone(page);
    // The dashboard is longer than the phone's window: there is somewhere to scroll to.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      PHONE.height + 100,
    );

    // Down the dashboard, a link to another screen: it opens at its top.
    await scrollToBottom(page);
    const scrolled = await tapAndRememberScroll(
      page,
      page.getByRole('link', { name: 'Buy more numbers' }),
    );
    expect(scrolled).toBeGreaterThan(50);
    await expect(page).toHaveURL(/\/game\/purchase-number$/);
    await expectOpenedAtTop(page, 'Buy more numbers');

    // Back: the dashboard where the player left it, within a few pixels.
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/dashboard$/);
    await expect(page.locator('li.group-card')).toBeVisible();
    await animationsDone(page);
    await expect.poll(async () => Math.abs((await scrollY(page)) - scrolled)).toBeLessThan(4);

    // A button down the dashboard (Play) opens the play screen at its top.
    await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/play-number$/);
    await expectOpenedAtTop(page, 'Play your numbers');

    // The pay button sits at the bottom of the form; the success page opens at its heading.
    await fillCard(page, '4242 4242 4242 4242');
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Pay $4.00' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
    await expect(page.locator('.receipt')).toBeVisible();
    await expectOpenedAtTop(page, "You're in the draw");
    await checkScreen(page, 'scroll-success-at-top');

    // From the bottom of the receipt, back to the dashboard: it opens at its top too.
    await scrollToBottom(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/game\/dashboard$/);
    await expectOpenedAtTop(page, 'Dashboard');
  });
});
