import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { fillRegistration, mailedLink, newPlayer, openProviderLogin } from './identity-flows';
import { checkScreen } from './screen-check';

test.use({
  viewport: PHONE,
  // The old password is tried on purpose: the sign-in page answers it with 401.
  allowedConsoleErrors: [/HTTP 401 POST .*\/oidc\/interaction\/[\w-]+\/login$/],
});

test('forgot password: e-mailed link, new password, back at /recover-password, sign in (issue 3, done when 2)', async ({
  page,
}) => {
  // Registration, two mails, a reset and three sign-ins: more than 30 s on a loaded machine.
  test.slow();
  const player = newPlayer('fiftyfifty', { phone: '416-555-0142' });
  const newPassword = 'a-fresh-recovered-passphrase';
  await openProviderLogin(page, 'fiftyfifty');
  await fillRegistration(page, player);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Opened without the sign-in's cookie (as on another device): verified, then "Sign in".
  const verifyLink = await mailedLink(page, 'fiftyfifty', player.email, /\/verify-email\?/);
  await page.context().clearCookies();
  await page.goto(verifyLink);
  await expect(page.getByRole('status')).toContainText('Your e-mail address is verified');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(player.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');
  await screenshot(page, 'hosted-forgot-password');

  const resetLink = await mailedLink(page, 'fiftyfifty', player.email, /\/reset-password\?/);
  await screenshot(page, 'hosted-mailbox');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await screenshot(page, 'hosted-reset-password');
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/recover-password\?passwordChanged=1$/);
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await checkScreen(page, 'recover-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });

  await page.getByLabel('E-mail address').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The e-mail address or password is incorrect.',
  );
  await screenshot(page, 'hosted-login-refused');

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/register\/terms-of-service$/);

  // A sign-out request that does not come from our SPA with its ID token is asked first.
  await page.goto(orgUrl('fiftyfifty', '/oidc/session/end?client_id=charity-web'));
  await expect(page.getByText('Do you want to sign out?')).toBeVisible();
  await screenshot(page, 'hosted-logout-question');
  await page.getByRole('button', { name: 'Yes, sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await screenshot(page, 'hosted-signed-out');
});
