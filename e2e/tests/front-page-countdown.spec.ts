import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';

/** The longest countdown a weekly game shows, in each language. */
const LONGEST = { en: '13 d 23 h 59 min 59 s', fr: '13 j 23 h 59 min 59 s' };

/** Lines the countdown takes, with its longest text put in (it ticks back within a second). */
async function countdownLines(page: Page, text: string): Promise<number> {
  return page.getByTestId('showcase-countdown').evaluate((element, longest) => {
    element.textContent = '1 s';
    const oneLine = element.getBoundingClientRect().height;
    element.textContent = longest;
    return Math.round(element.getBoundingClientRect().height / oneLine);
  }, text);
}

test.describe('the front page countdown (issue 14)', () => {
  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    test.describe(language, () => {
      test.use({ locale });

      for (const [name, viewport] of [
        ['1280', { width: 1280, height: 900 }],
        ['360', PHONE],
      ] as const) {
        test(`stays on one line at ${name} px`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(orgUrl('goldrush', '/login'));
          // Measured once the app has replaced the server's page (its Sign in is a button).
          await expect(
            page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }),
          ).toBeVisible();
          await expect(page.getByTestId('showcase-countdown')).toHaveText(/\d+ min/);
          expect(await countdownLines(page, LONGEST[language])).toBe(1);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewport.width);
          await screenshot(page, `front-page-countdown-${language}-${name}`);
        });
      }
    });
  }
});
