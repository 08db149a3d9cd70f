import type { Page } from 'puppeteer-core';

const DEMO_PLAYER = { email: 'player@goldrush.example', password: 'demo-player-pass' };

/** Waits for the app to settle on a path (guards redirect through their loaders). */
async function landedOn(page: Page): Promise<string> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  return new URL(page.url()).pathname;
}

/** Puppeteer's locators retry while React replaces the server-rendered page. */
async function clickButton(page: Page, name: string): Promise<void> {
  await page.locator(`::-p-aria([name="${name}"][role="button"])`).click();
}

/**
 * Signs the demo player in as a person would (the provider's hosted page), finishing the
 * onboarding the first time (terms, charity, numbers), so that /game/dashboard opens.
 */
export async function signInDemoPlayer(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await clickButton(page, 'Sign in');
  await page.waitForSelector('input[name="email"], input[type="email"]');
  await page.type('input[type="email"]', DEMO_PLAYER.email);
  await page.type('input[type="password"]', DEMO_PLAYER.password);
  await clickButton(page, 'Sign in');
  for (let step = 0; step < 5; step += 1) {
    const path = await landedOn(page);
    if (path === '/game/dashboard') return;
    if (path === '/register/terms-of-service') await clickButton(page, 'I agree');
    else if (path === '/register/charity-pledge') {
      await page.locator('input[type="radio"]').click();
      await clickButton(page, 'Confirm my charity');
    } else if (path === '/register/assign-numbers') {
      await clickButton(page, 'Get my numbers');
      await clickButton(page, 'Continue');
    } else if (!path.startsWith('/oidc') && path !== '/auth-callback') {
      throw new Error(`Signing in ended on ${path}`);
    }
  }
  throw new Error('The demo player did not reach the dashboard');
}
