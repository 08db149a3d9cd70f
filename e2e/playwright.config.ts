import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium: nothing can be downloaded here, so Playwright never installs a browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: the shared 2-core machines are noisy. A test that passes only on its retry
  // is reported as "flaky" in the list output, to be looked at, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // Budgets twice what CI's idle machine needs: tests wait on conditions, never on the clock,
  // so a newcomer's busy machine (issue 28: load 12 while other work ran) only makes them slower.
  timeout: 60_000,
  expect: { timeout: 14_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Tests that change a whole organization run on their own after all the others, one file
  // at a time: publishing new terms sends every player of that organization back to the terms
  // step, and the manual draw (draw, renewal) closes the goldrush instance and opens the next.
  projects: [
    { name: 'main', testIgnore: /[\\/](terms|draw|renewal)\.spec\.ts$/ },
    {
      name: 'organization-wide',
      testMatch: /[\\/](terms|draw|renewal)\.spec\.ts$/,
      dependencies: ['main'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // A fresh embedded database for every run, on a port of its own.
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Seeding and starting take about 40 s on an idle 2-core machine, minutes on a busy one.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: join(tmpdir(), `charity-e2e-${port}`),
      LOG_LEVEL: 'warn',
      CURRENT_ENVIRONMENT: 'test',
      // Every browser signs in from 127.0.0.1: the per-address limit would refuse the suite.
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      // A fake secret the reports season signs its refund webhook with, as the card network would.
      SANDBOX_WEBHOOK_SECRET: 'e2e-sandbox-webhook-secret-not-real',
    },
  },
});
