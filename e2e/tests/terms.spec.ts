import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { callApi, readyPlayer, sessionOf } from './identity-flows';
import { demoAccounts, signIn } from './sign-in';

test.use({ viewport: PHONE });

// fiftyfifty, not goldrush: the purchase tests run their new players through goldrush, and new
// terms send every player of the organization back through the terms step.
test('new terms published by an administrator send a signed-in player back to the terms step (issue 3, done when 5)', async ({
  page,
  browser,
}) => {
  test.slow();
  await readyPlayer(page, 'fiftyfifty');

  const adminContext = await browser.newContext({ viewport: PHONE });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'fiftyfifty', demoAccounts.admin('fiftyfifty'));
    const { organizationId } = await sessionOf(admin);
    const terms = `# Terms of service\n\nUpdated by the administrator at ${new Date().toISOString()}.`;
    const published = await callApi(admin, 'POST', 'organization/tos/publish', {
      OrganizationId: organizationId,
      TermsOfService: terms,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(page).toHaveURL(/\/register\/terms-of-service$/);
  await expect(page.getByText('Updated by the administrator')).toBeVisible();
  await screenshot(page, 'terms-republished');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/game\/dashboard$/);
  await page.goto(orgUrl('fiftyfifty', '/register/terms-of-service'));
  await expect(page).not.toHaveURL(/\/register\/terms-of-service$/);
});
