import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const PHONE = { width: 360, height: 800 };
const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

/**
 * Every test fails on an unexpected console error or page error, as a user would notice a
 * broken page; tests that provoke one on purpose list it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Reported with its address by the response listener below.
        if (text.startsWith('Failed to load resource')) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      // The console names no address for a failed resource: record the failing responses.
      page.on('response', (response) => {
        if (response.status() < 400) return;
        const text = `HTTP ${response.status()} ${response.request().method()} ${response.url()}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      await use();
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * The demo organizations, and the test-only ones of e2e/organizations: `season` (reports),
 * `drawcheck` (the draw's refusal), `bundles` (price bundles), `console` (the staff set-up),
 * `redraws` (a redraw), `hostile` (hostile names on the server-drawn pages), `lettres` (French
 * texts and rules published in the console), `journey` and `parcours` (the staff journey, in
 * English and in French).
 */
export type TestOrganization =
  | 'goldrush'
  | 'fiftyfifty'
  | 'season'
  | 'drawcheck'
  | 'bundles'
  | 'console'
  | 'redraws'
  | 'hostile'
  | 'lettres'
  | 'journey'
  | 'parcours';

/** Each organization on its own host name (Chromium resolves *.localhost). */
export function orgUrl(
  slug: TestOrganization,
  path: string,
  port = Number(process.env.E2E_PORT ?? 8181),
): string {
  return `http://${slug}.localhost:${port}${path}`;
}
