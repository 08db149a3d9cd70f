import { expect, type Page } from '@playwright/test';
import { orgUrl, type TestOrganization } from './fixtures';

let counter = 0;

/** A fresh address per call, so that parallel tests never share a player. */
export function newEmail(): string {
  counter += 1;
  return `money-${Date.now().toString(36)}-${process.pid}-${counter}@goldrush.example`;
}

export const NEW_PASSWORD = 'Harbour-lights-2025!';

/**
 * Registers on the provider's hosted pages as a new player of the goldrush demo would, verifies
 * the e-mail address from the development mailbox (which signs in), agrees to the terms and pledges to
 * a charity: the app then asks for numbers.
 */
export async function registerNewPlayer(
  page: Page,
  email = newEmail(),
  organization: TestOrganization = 'goldrush',
): Promise<string> {
  await page.goto(orgUrl(organization, '/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('902-555-0142');
  await page.getByLabel('Date of birth').fill('1985-06-15');
  await page.getByLabel('Street address').fill('12 Harbour Road');
  await page.getByLabel('City').fill('Lunenburg');
  await page.getByLabel('Province').fill('NS');
  await page.getByLabel('Postal code').fill('B0J 2C0');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.goto(orgUrl(organization, `/dev/mailbox?to=${encodeURIComponent(email)}`));
  const link = await page
    .getByRole('link', { name: /\/oidc\/.*verif/i })
    .first()
    .getAttribute('href');
  expect(link).toBeTruthy();
  await page.goto(link!);
  // The link verifies the address and, in the browser that registered, signs the player in.
  await expect(page).toHaveURL(/\/register\/terms-of-service$/);
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/register\/charity-pledge$/);
  await page.getByRole('radio', { name: /Harbourview Food Bank/ }).check();
  await page.getByRole('button', { name: 'Confirm my charity' }).click();
  await expect(page).toHaveURL(/\/register\/assign-numbers$/);
  return email;
}

/** The assign-numbers step: a quantity, then on to the dashboard. */
export async function assignNumbers(page: Page, quantity: number): Promise<void> {
  await page.getByLabel('How many numbers?').fill(String(quantity));
  await page.getByRole('button', { name: 'Get my numbers' }).click();
  await expect(
    page.getByRole('status', {
      name: quantity === 1 ? 'Your number is ready' : `Your ${quantity} numbers are ready`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/game\/dashboard$/);
}

/**
 * The sandbox card form. The postal code starts from the player's address: a player who gave
 * one leaves it. "Save this card" starts unticked (issue 28: the player's choice); the
 * journeys save it unless told not to.
 */
export async function fillCard(
  page: Page,
  number: string,
  { save = true }: { save?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const postalCode = page.getByLabel('Postal code');
  if (!(await postalCode.inputValue())) await postalCode.fill('B0J 2C0');
  const saveBox = page.getByRole('checkbox', { name: /^Save this card/ });
  if (save && (await saveBox.count()) > 0) await saveBox.check();
}
