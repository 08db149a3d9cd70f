import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { orgUrl, type TestOrganization } from './fixtures';

let counter = 0;

/** A fresh address per call (Date.now() and a counter), so parallel tests never share one. */
export function uniqueEmail(label: string, org: TestOrganization): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@${org}.example`;
}

export const PASSWORD = 'lighthouse-harbour-42';

export interface NewPlayer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  password: string;
}

export function newPlayer(org: TestOrganization, overrides: Partial<NewPlayer> = {}): NewPlayer {
  return {
    firstName: 'Alex',
    lastName: 'Martin',
    email: uniqueEmail('player', org),
    phone: '902-555-0123',
    dateOfBirth: '1990-02-03',
    password: PASSWORD,
    ...overrides,
  };
}

/** From the app to the provider's sign-in page, as a signed-out visitor of the root would. */
export async function openProviderLogin(page: Page, org: TestOrganization): Promise<void> {
  await page.goto(orgUrl(org, '/'));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+$/);
}

/** From the provider's sign-in page to its registration form, then fills it. */
export async function fillRegistration(page: Page, player: NewPlayer): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistrationForm(page, player);
}

/** Fills the hosted registration form (with the address where the organization asks for it). */
export async function fillRegistrationForm(page: Page, player: NewPlayer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(player.firstName);
  await page.getByLabel('Last name').fill(player.lastName);
  await page.getByLabel('E-mail address').fill(player.email);
  await page.getByLabel('Phone number').fill(player.phone);
  await page.getByLabel('Date of birth').fill(player.dateOfBirth);
  if (await page.getByRole('group', { name: 'Address' }).isVisible()) {
    await page.getByLabel('Street address').fill('1 Water St');
    await page.getByLabel('City').fill('Halifax');
    await page.getByLabel('Province').fill('NS');
    await page.getByLabel('Postal code').fill('B3H 1A1');
    await expect(page.getByLabel('Country')).toHaveValue('CA');
  }
  await page.getByLabel('Password', { exact: true }).fill(player.password);
}

/** The newest link to `path` in the development mailbox for `email`, read in this browser. */
export async function mailedLink(
  page: Page,
  org: TestOrganization,
  email: string,
  path: RegExp,
): Promise<string> {
  await page.goto(orgUrl(org, `/dev/mailbox?to=${encodeURIComponent(email)}`));
  const link = page.locator('article a').filter({ hasText: path }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${path} link mailed to ${email}`);
  // The mail names the organization's host on the default port; the tests run on their own.
  const url = new URL(href);
  return orgUrl(org, `${url.pathname}${url.search}`);
}

/**
 * Registers on the hosted pages and verifies the address from the mailbox in the same
 * browser, which signs the player in (no second sign-in): the app then shows the terms step.
 */
export async function registerAndSignIn(
  page: Page,
  org: TestOrganization,
  player: NewPlayer = newPlayer(org),
): Promise<NewPlayer> {
  await openProviderLogin(page, org);
  await fillRegistration(page, player);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await mailedLink(page, org, player.email, /\/verify-email\?/));
  await expect(page).toHaveURL(/\/register\/terms-of-service$/);
  return player;
}

/** Signs in on the provider's page reached from the app's /login. */
export async function signInWith(
  page: Page,
  org: TestOrganization,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(orgUrl(org, '/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface Session {
  accessToken: string;
  organizationId: string;
  playerId: string;
}

/** The signed-in user's access token as the SPA keeps it, and the subject's parts. */
export async function sessionOf(page: Page): Promise<Session> {
  const accessToken = await page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i) ?? '';
      if (!key.startsWith('oidc.user:')) continue;
      const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        access_token?: string;
      };
      if (user.access_token) return user.access_token;
    }
    return null;
  });
  if (!accessToken) throw new Error('not signed in');
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string };
  const [organizationId = '', playerId = ''] = payload.sub.split('|');
  return { accessToken, organizationId, playerId };
}

/** Calls the API from the page (its origin, its signed-in user); answers status and body. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  const { accessToken } = await sessionOf(page);
  return page.evaluate(
    async ({ method, path, body, accessToken, key }) => {
      const answer = await fetch(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    },
    { method, path, body, accessToken, key: randomUUID() },
  );
}

/** The numbers step through the API (the numbers screen is another feature's). */
export async function assignOneNumber(page: Page): Promise<void> {
  const { organizationId, playerId } = await sessionOf(page);
  const answer = await callApi(page, 'POST', 'player-number/assign', {
    PlayerId: playerId,
    OrganizationId: organizationId,
    Quantity: 1,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * A new player who completed every registration step (terms, charity, numbers): the game
 * pages open for them.
 */
export async function readyPlayer(page: Page, org: TestOrganization): Promise<NewPlayer> {
  const player = await registerAndSignIn(page, org);
  await page.getByRole('button', { name: 'I agree' }).click();
  if (org === 'goldrush') {
    await expect(page).toHaveURL(/\/register\/charity-pledge$/);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Confirm my charity' }).click();
  }
  await expect(page).toHaveURL(/\/register\/assign-numbers$/);
  await assignOneNumber(page);
  await page.goto(orgUrl(org, '/game/dashboard'));
  await expect(page).toHaveURL(/\/game\/dashboard$/);
  return player;
}
