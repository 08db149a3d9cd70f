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
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  // Publishing new terms sends every player of that organization back to the terms step,
  // so that test runs on its own after all the others.
  projects: [
    { name: 'main', testIgnore: /terms\.spec\.ts/ },
    { name: 'organization-wide', testMatch: /terms\.spec\.ts/, dependencies: ['main'] },
  ],
  webServer: {
    // A fresh embedded database for every run, on a port of its own.
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: join(tmpdir(), `charity-e2e-${port}`),
      LOG_LEVEL: 'warn',
      CURRENT_ENVIRONMENT: 'test',
    },
  },
});
