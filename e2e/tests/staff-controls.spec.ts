import type { Browser, Page } from '@playwright/test';
import { STAFF_CALLS, type StaffCall } from '@charity/domain/staff/staff-calls';
import { permissionsOf, type StaffRole } from '@charity/domain/staff/staff-roles';
import { expect, orgUrl, screenshot, test } from './fixtures';
import { newPlayer, registerAndSignIn, uniqueEmail } from './identity-flows';
import { signIn, signInAgainAsStaff } from './sign-in';

const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP });
// Each test signs in through the hosted pages at least once: slow on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const ORG = 'goldrush';
const logins: Record<StaffRole, { email: string; password: string }> = {
  owner: { email: `admin@${ORG}.example`, password: 'demo-admin-pass' },
  manager: { email: `manager@${ORG}.example`, password: 'demo-manager-pass' },
  auditor: { email: `auditor@${ORG}.example`, password: 'demo-auditor-pass' },
  support: { email: `support@${ORG}.example`, password: 'demo-support-pass' },
};

/**
 * The set-up pages and, for each control that changes something, the staff call it makes
 * (by its accessible name). The roles' rights come from the same table the server guards by.
 */
const setupPages: { path: string; heading: string; controls: [RegExp, StaffCall][] }[] = [
  {
    path: '/admin/organization',
    heading: 'Organization',
    controls: [[/^Save changes$/, 'PUT /api/setup/organization/for-organization/:organizationId']],
  },
  {
    path: '/admin/charities',
    heading: 'Charities',
    controls: [
      [
        /^(Edit|Rename|Delete) /,
        'PUT /api/setup/charity/:charityId/for-organization/:organizationId',
      ],
      [
        /^Add the (charity|category)$/,
        'POST /api/setup/charities/for-organization/:organizationId',
      ],
    ],
  },
  {
    path: '/admin/terms',
    heading: 'Terms and rules',
    controls: [[/^Publish /, 'POST /api/organization/tos/publish']],
  },
  {
    path: '/admin/games',
    heading: 'Games and draws',
    controls: [
      [/^Add a game$/, 'POST /api/setup/games/for-organization/:organizationId'],
      [/bundle/i, 'PUT /api/setup/game/:gameId/bundles/for-organization/:organizationId'],
      [
        /^Schedule the draw$/,
        'POST /api/setup/game/:gameId/instances/for-organization/:organizationId',
      ],
      [
        /^Edit /,
        'PUT /api/setup/game/:gameId/instance/:instanceId/for-organization/:organizationId',
      ],
      [
        /^Extend the sales of /,
        'POST /api/setup/game/:gameId/instance/:instanceId/extend-sales/for-organization/:organizationId',
      ],
      [
        /^Cancel /,
        'POST /api/setup/game/:gameId/instance/:instanceId/cancel/for-organization/:organizationId',
      ],
    ],
  },
  {
    path: '/admin/reports',
    heading: 'Reporting',
    // No button records a payment here: its unclaimed prizes link to the claim steps of /admin/draw.
    controls: [],
  },
];

const may = (role: StaffRole, call: StaffCall) => permissionsOf(role).includes(STAFF_CALLS[call]);

/** The names of the buttons shown in the page's main part. */
async function visibleButtons(page: Page): Promise<string[]> {
  const buttons = page.getByRole('main').getByRole('button');
  const names: string[] = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    names.push(((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim());
  }
  return names;
}

test.describe('each role sees only the controls it may use', () => {
  for (const role of Object.keys(logins) as StaffRole[]) {
    test(`${role}: every set-up page`, async ({ page }) => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await signIn(page, ORG, logins[role]);
      for (const setup of setupPages) {
        await page.goto(orgUrl(ORG, setup.path));
        const opens =
          setup.path === '/admin/reports'
            ? may(role, 'GET /api/reports/sales/for-organization/:organizationId')
            : may(role, 'GET /api/setup/games/for-organization/:organizationId');
        if (!opens) {
          await expect(
            page.getByRole('heading', { level: 1, name: 'This page is not for your role' }),
          ).toBeVisible({ timeout: 15_000 });
          continue;
        }
        await expect(page.getByRole('heading', { level: 1, name: setup.heading })).toBeVisible({
          timeout: 15_000,
        });
        // The page is in once its table or form is; the role's controls come with the role.
        await expect(page.getByRole('main').locator('table, form').first()).toBeVisible({
          timeout: 15_000,
        });
        const allowed = setup.controls.find(([, call]) => may(role, call));
        // Prizes to record exist only after a draw: the reports page may show none.
        if (allowed && setup.path !== '/admin/reports') {
          await expect(
            page.getByRole('main').getByRole('button', { name: allowed[0] }).first(),
          ).toBeVisible({ timeout: 15_000 });
        } else if (!allowed && setup.path !== '/admin/reports') {
          await expect(page.getByText('Read only', { exact: true })).toBeVisible({
            timeout: 15_000,
          });
        }
        const shown = await visibleButtons(page);
        for (const [pattern, call] of setup.controls) {
          if (may(role, call)) continue;
          const matching = shown.filter((name) => pattern.test(name));
          expect(matching, `${role} may not ${call}, yet ${setup.path} shows`).toEqual([]);
        }
        if (role === 'auditor')
          await screenshot(page, `staff-controls-auditor${setup.path.replaceAll('/', '-')}`);
      }
      expect(refused).toEqual([]);
    });
  }
});

/** A new member with this role, through the owner's invitation; their page is signed in. */
async function invitedMember(browser: Browser, owner: Page, role: StaffRole) {
  const email = uniqueEmail(role, ORG);
  await owner.goto(orgUrl(ORG, '/admin/staff'));
  const form = owner.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const context = await browser.newContext({ viewport: DESKTOP });
  const member = await context.newPage();
  const link = member.locator('article a').filter({ hasText: /\/staff\/invitation#token=/ });
  await expect(async () => {
    await member.goto(orgUrl(ORG, `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await expect(link.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const href = new URL((await link.first().getAttribute('href')) ?? '');
  await registerAndSignIn(member, ORG, newPlayer(ORG, { email }));
  await member.goto(orgUrl(ORG, `${href.pathname}${href.hash}`));
  await member.getByRole('button', { name: 'Accept the invitation' }).click();
  await signInAgainAsStaff(member, { email, password: newPlayer(ORG).password });
  return { email, member };
}

test('a refused call shows its message and keeps the session', async ({ page, browser }) => {
  test.setTimeout(360_000);
  await signIn(page, ORG, logins.owner);
  const { email, member } = await invitedMember(browser, page, 'manager');
  await member.goto(orgUrl(ORG, '/admin/charities'));
  const form = member.getByRole('form', { name: 'Add a charity' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Refused Charity');
  await form.getByLabel('Key', { exact: false }).first().fill('refused-charity');

  // Meanwhile the owner makes them an auditor: their next call is judged by it.
  await page.goto(orgUrl(ORG, '/admin/staff'));
  const row = page.getByRole('table', { name: 'Staff members' }).getByRole('row', {
    name: new RegExp(email),
  });
  await row.getByRole('combobox').selectOption('auditor');
  await row.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(/is now an auditor\./)).toBeVisible();

  const answer = member.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add the charity' }).click();
  expect((await answer).status()).toBe(403);
  await expect(member.getByRole('alert')).toContainText('does not allow this');
  await expect(member.getByText('Your session expired')).toHaveCount(0);
  await expect(member).toHaveURL(/\/admin\/charities$/);
  // Still signed in: the page opens again, now read only, as an auditor's.
  await member.reload();
  await expect(member.getByText('Read only', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole('button', { name: 'Add the charity' })).toHaveCount(0);
  await screenshot(member, 'staff-controls-refused');
  await member.context().close();
});

test('in French: the auditor reads the set-up, the owner manages staff at 1280 px', async ({
  page,
  browser,
}) => {
  await signIn(page, ORG, logins.auditor);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Français' }).click();
  // The choice is saved before the next page is opened (a run clicked too early stayed English).
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible({ timeout: 15_000 });
  for (const path of ['/admin/organization', '/admin/games']) {
    await page.goto(orgUrl(ORG, path));
    await expect(page.getByText('Lecture seule', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Votre rôle (Vérificateur) peut lire cette page')).toBeVisible();
    await screenshot(page, `staff-controls-auditor-fr${path.replaceAll('/', '-')}`);
  }
  const context = await browser.newContext({ viewport: DESKTOP });
  const owner = await context.newPage();
  await signIn(owner, ORG, logins.owner);
  await owner.goto(orgUrl(ORG, '/admin/staff'));
  const members = owner.getByRole('table', { name: 'Staff members' });
  // The role's select and its button are shown whole, not cut (the e-mail sits under the name).
  const select = members.getByRole('combobox').first();
  await expect(select).toBeVisible({ timeout: 15_000 });
  const button = members.getByRole('button', { name: 'Change role' }).first();
  for (const control of [select, button]) {
    const fits = await control.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  }
  await screenshot(owner, 'staff-controls-staff-en');
  await owner.getByRole('button', { name: 'Français' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  const changeFr = owner.getByRole('button', { name: 'Changer le rôle' }).first();
  expect(await changeFr.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );
  await screenshot(owner, 'staff-controls-staff-fr');
  await context.close();
});
