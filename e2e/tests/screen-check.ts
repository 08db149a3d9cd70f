import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshot } from './fixtures';

/**
 * The app has taken over from the server's page (its header, drawn before any script, has
 * the `app-header--prerendered` class): the server's page is painted first and the app's
 * scripts load after it, so a heading may be the server's while the app is still on its way.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('.app-header--prerendered')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * What every screen owes a phone (issue 12): a screenshot, no horizontal overflow at the
 * viewport's width, and no axe violation, colour contrast included (axe's default rules).
 * The width is measured twice: at once, while the screen may still be sliding in (a slide that
 * widened the page was the dashboard's 368 px at 360), and once every animation has finished,
 * when the screenshot and the contrast check see the screen as it stays. The screenshot and
 * axe run in a window as tall as the page: in the phone's window the sticky pay bar lies over
 * the form, axe cannot tell the background of what is in it and leaves its contrast
 * "incomplete" (the 3-D Secure alert's title passed that way at 2.7:1), and a full-page
 * capture draws the sticky header and bar across the middle of the page.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await appTookOver(page);
  const width = page.viewportSize()?.width ?? 360;
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(
    await scrollWidth(),
    `${name} is wider than the screen while it opens`,
  ).toBeLessThanOrEqual(width);
  await animationsDone(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = { width, height: page.viewportSize()?.height ?? 800 };
  await page.setViewportSize({ width, height: Math.max(height, viewport.height) });
  await screenshot(page, name);
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewport);
  expect(await scrollWidth(), `${name} is wider than the screen`).toBeLessThanOrEqual(width);
}

/** The whole label of a button is readable at 360 px: a long label wraps, it is not cut. */
export async function expectWholeLabel(button: Locator): Promise<void> {
  const clipped = await button.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].some(
      (node) => node.scrollWidth > node.clientWidth + 1,
    ),
  );
  expect(clipped, `the label of ${await button.textContent()} is cut off`).toBe(false);
}

/** Waits until every animation that ends (a screen sliding in, a fade) has finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Spinners run forever: wait only for the animations that end.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation rejects `finished`: it is over all the same.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * No control's text is cut at this width (issue 28: "Enregistrer mes renseignements" and a
 * saved card's "… (expire 11/2…" in French at 360 px): every button, field, label and badge,
 * and whatever is inside them, shows all of its text (its scroll width fits its box).
 */
export async function expectNothingClipped(page: Page, name: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a, input, select, textarea, label, [role="tab"], .mantine-Badge-root',
    );
    return Array.from(controls)
      .flatMap((control) => [control, ...Array.from(control.querySelectorAll('*'))])
      .filter((node) => {
        // Visually hidden text (a 1 px box for screen readers) is not meant to be seen.
        const box = node.getBoundingClientRect();
        return box.width > 1 && node.scrollWidth > node.clientWidth + 1;
      })
      .map((node) =>
        `${node.tagName.toLowerCase()}: ${(node as HTMLInputElement).value || node.textContent || ''}`.trim(),
      );
  });
  expect(clipped, `${name}: text cut off`).toEqual([]);
}
