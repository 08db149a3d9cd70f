import type { Browser } from '@playwright/test';
import { expect, orgUrl, PHONE, type TestOrganization } from '../fixtures';

/**
 * A signed-out visitor of `org` finds the draw's winner on the public front page (issue 14):
 * first name and last initial, the winning number and the prize, newest first.
 */
export async function expectLastWinnerOnFrontPage(
  browser: Browser,
  org: TestOrganization,
  winner: { name: string; number: number; prize: string },
): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(orgUrl(org, '/login'));
  await expect(page.getByRole('heading', { name: 'Last winners' })).toBeVisible();
  const newest = page.getByTestId('showcase-winners').getByRole('listitem').first();
  await expect(newest).toContainText(`${winner.name}, number ${winner.number}`);
  await expect(newest).toContainText(winner.prize);
  await context.close();
}
