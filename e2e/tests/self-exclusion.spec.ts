import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { fillCard } from './new-player';
import { checkScreen } from './screen-check';
import type { DemoOrganization } from './sign-in';

test.use({
  viewport: PHONE,
  // The raise refused while excluded: expected, and shown on the screen.
  allowedConsoleErrors: [/HTTP 403 PUT \S+\/api\/player\/spending-limit$/],
});
test.describe.configure({ timeout: 180_000 });

/** Stripe's public test card that asks for the bank's check (3-D Secure). */
const BANK_CHECK_CARD = '4000 0025 0000 3155';

const INSIDE: Record<DemoOrganization, { latitude: number; longitude: number }> = {
  goldrush: { latitude: 44.6488, longitude: -63.5752 },
  fiftyfifty: { latitude: 43.6532, longitude: -79.3832 },
};

const WORDS = {
  en: {
    start: 'Exclude me',
    confirm: 'Confirm',
    excluded: 'You are excluded from play',
    until: /until [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    raise: 'Save the daily (last 24 hours) limit',
    daily: /Daily/,
    onlyLower: 'only lower',
  },
  fr: {
    start: 'M’exclure',
    confirm: 'Confirmer',
    excluded: 'Vous êtes exclu du jeu',
    until: /jusqu['’]au \d{1,2} [a-zéû.]+ \d{4}\./,
    raise: 'Enregistrer la limite quotidienne (24 dernières heures)',
    daily: /Quotidienne/,
    // The server's refusal, worded in the screen's language (issue 28).
    onlyLower: 'seulement baisser',
  },
} as const;

/** Leaves a play waiting at the bank's check (3-D Secure), unapproved. */
async function leaveAtTheBankCheck(page: Page, org: DemoOrganization) {
  await page.goto(orgUrl(org, '/game/play-number'));
  await fillCard(page, BANK_CHECK_CARD);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your bank needs you to confirm' }),
  ).toBeVisible({ timeout: 15_000 });
}

async function expectExcluded(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  const notice = page.getByRole('status').filter({ hasText: words.excluded });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(words.until);
  await expect(notice).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: /^(Pay|Buy|Payer|Acheter)/ })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
}

for (const [org, language] of [
  ['goldrush', 'en'],
  ['fiftyfifty', 'fr'],
] as const) {
  test.describe(`${org} in ${language}`, () => {
    test.use({ permissions: ['geolocation'], geolocation: INSIDE[org] });
    test(`${language}: a self-exclusion shows everywhere, cancels the bank check, never signs out`, async ({
      page,
    }) => {
      const words = WORDS[language];
      await readyPlayer(page, org);
      await leaveAtTheBankCheck(page, org);
      if (language === 'fr')
        await page.evaluate(() => window.localStorage.setItem('charity.language', 'fr'));

      await page.goto(orgUrl(org, '/game/manage/responsible-gaming'));
      const daily = page.getByRole('textbox', { name: words.daily });
      await daily.fill('20');
      await page.getByRole('button', { name: words.raise }).click();
      await expect(daily).toHaveValue('$20');
      await page.getByRole('button', { name: words.start }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: words.until })).toBeVisible({
        timeout: 15_000,
      });

      // A refused action (raising a limit while excluded) shows its message; the session stays.
      await daily.fill('50');
      await page.getByRole('button', { name: words.raise }).click();
      await expect(page.getByRole('alert').filter({ hasText: words.onlyLower })).toBeVisible();
      await expect(page).toHaveURL(/\/game\/manage\/responsible-gaming$/);

      await page.goto(orgUrl(org, '/game/dashboard'));
      await expectExcluded(page, words);
      // The payment that waited at the bank's check was called off with the exclusion.
      await expect(page.getByRole('button', { name: /Approve the payment|Approuver/ })).toHaveCount(
        0,
      );
      await checkScreen(page, `self-exclusion-${org}-dashboard`);

      for (const path of ['/game/purchase-number', '/game/play-number', '/game/subscription']) {
        await page.goto(orgUrl(org, path));
        await expectExcluded(page, words);
      }
      await checkScreen(page, `self-exclusion-${org}-money-screen`);
    });
  });
}
