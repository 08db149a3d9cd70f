import { expect, PHONE, screenshot, test } from './fixtures';
import {
  callApi,
  fillRegistration,
  mailedLink,
  newPlayer,
  openProviderLogin,
  sessionOf,
} from './identity-flows';

test.use({ viewport: PHONE });

test.describe('a new player (issue 3, done when 1)', () => {
  test('registers on goldrush, verifies the e-mail, agrees, picks a charity, gets to numbers', async ({
    page,
  }) => {
    const player = newPlayer('goldrush');
    await openProviderLogin(page, 'goldrush');
    await screenshot(page, 'hosted-login');
    await fillRegistration(page, player);
    await screenshot(page, 'hosted-register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(player.email);
    await screenshot(page, 'hosted-check-email');

    // The link signs the player in (the browser that registered): no second sign-in.
    await page.goto(await mailedLink(page, 'goldrush', player.email, /\/verify-email\?/));

    await expect(page).toHaveURL(/\/register\/terms-of-service$/);
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page).toHaveURL(/\/register\/charity-pledge$/);
    const charity = page.getByRole('radio').nth(1);
    await charity.check();
    await page.getByRole('button', { name: 'Confirm my charity' }).click();
    await expect(page).toHaveURL(/\/register\/assign-numbers$/);
    await screenshot(page, 'onboarding-goldrush-assign-numbers');

    const { organizationId, playerId } = await sessionOf(page);
    const record = await callApi(
      page,
      'GET',
      `player/byid/${playerId}/for-organization/${organizationId}`,
    );
    expect(record.body).toMatchObject({
      Email: player.email,
      FirstName: player.firstName,
      AgreedToTermsOfService: true,
      CharityPledge: { CharityId: expect.any(String) },
      Address: { Line1: '1 Water St', City: 'Halifax', PostalCode: 'B3H 1A1', Country: 'CA' },
    });
  });

  test('registers on fiftyfifty, where the single charity is pledged automatically', async ({
    page,
  }) => {
    const player = newPlayer('fiftyfifty', { phone: '416-555-0199' });
    await openProviderLogin(page, 'fiftyfifty');
    await fillRegistration(page, player);
    await expect(page.getByLabel('Street address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await page.goto(await mailedLink(page, 'fiftyfifty', player.email, /\/verify-email\?/));

    await expect(page).toHaveURL(/\/register\/terms-of-service$/);
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page).toHaveURL(/\/register\/assign-numbers$/);
    await screenshot(page, 'onboarding-fiftyfifty-assign-numbers');

    const { organizationId, playerId } = await sessionOf(page);
    const charities = await callApi(
      page,
      'GET',
      `charity/active-for-organization?organizationIdP=${organizationId}`,
    );
    expect(charities.body).toHaveLength(1);
    const [only] = charities.body as { Id: string }[];
    const record = await callApi(
      page,
      'GET',
      `player/byid/${playerId}/for-organization/${organizationId}`,
    );
    expect(record.body).toMatchObject({
      AgreedToTermsOfService: true,
      CharityPledge: { CharityId: only?.Id },
      Address: null,
    });
  });

  test.describe('under age', () => {
    test.use({ allowedConsoleErrors: [/HTTP 400 POST .*\/register$/] });

    test('is refused with a clear message and no account', async ({ page }) => {
      // goldrush is in Nova Scotia: 19 and older.
      const eighteen = new Date();
      eighteen.setFullYear(eighteen.getFullYear() - 18);
      const player = newPlayer('goldrush', { dateOfBirth: eighteen.toISOString().slice(0, 10) });
      await openProviderLogin(page, 'goldrush');
      await fillRegistration(page, player);
      await page.getByRole('button', { name: 'Create account' }).click();
      const message = 'You must be at least 19 years old to register for this game.';
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
        new RegExp(message.replace(/\./g, '\\.')),
      );
      await screenshot(page, 'hosted-register-under-age');
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(player.email)}`);
      await expect(page.locator('article')).toHaveCount(0);
    });
  });
});
