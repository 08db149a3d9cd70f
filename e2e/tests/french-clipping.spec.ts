import type { Page } from '@playwright/test';
import { expect, orgUrl, PHONE, test } from './fixtures';
import { readyPlayer } from './identity-flows';
import { assignNumbers, fillCard, registerNewPlayer } from './new-player';
import { checkScreen, expectNothingClipped } from './screen-check';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 240_000 });

/** The app in French from now on, as a player who picked Français. */
async function inFrench(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('charity.language', 'fr'));
}

test.describe('French at 360 px reads whole and true (issue 28)', () => {
  test('Manage Your Info, auto-play after prepaying, and the help line, on the GoldRush demo', async ({
    page,
  }) => {
    await registerNewPlayer(page);
    await assignNumbers(page, 1);
    await page.locator('li.group-card').getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('radio', { name: '3 draws, this one included: $6.00' }).check();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $6.00' }).click();
    await expect(page).toHaveURL(/\/game\/play-number\/success\?paymentId=/, { timeout: 30_000 });
    await expect(page.getByText('Payment successful: your number is played.')).toBeVisible();

    for (const language of ['en', 'fr'] as const) {
      if (language === 'fr') await inFrench(page);
      await page.goto(orgUrl('goldrush', '/game/manage/player-info'));
      const save = language === 'en' ? 'Save my info' : 'Enregistrer mes renseignements';
      await expect(page.getByRole('button', { name: save })).toBeVisible();
      await checkScreen(page, `clipping-player-info-${language}`);
      await expectNothingClipped(page, `Manage Your Info (${language})`);

      await page.goto(orgUrl('goldrush', '/game/subscription'));
      const card = page
        .getByLabel(language === 'en' ? 'Card to charge' : 'Carte à débiter', { exact: true })
        .first();
      await expect(card).toHaveValue(/4242/);
      await checkScreen(page, `clipping-auto-play-${language}`);
      await expectNothingClipped(page, `auto-play (${language})`);
    }

    // Auto-play after 3 prepaid draws: it starts after the 2 not opened yet.
    await page.getByRole('button', { name: 'S’abonner', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Activer le jeu automatique?' });
    await expect(dialog).toContainText(
      /Les 2 prochains tirages sont déjà payés, jusqu’au tirage du .+ : le jeu automatique commence après eux\./,
    );
    await expect(dialog).toContainText('Votre carte Visa •••• 4242 sera ensuite débitée de 2,00');
    await checkScreen(page, 'clipping-auto-play-dialog-fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // The help line by its French name on the French page.
    await page.goto(orgUrl('goldrush', '/game/manage/responsible-gaming'));
    await expect(
      page.getByText(/Ligne d’aide sur le jeu problématique de la Nouvelle-Écosse/).first(),
    ).toBeVisible();
    await expect(page.getByText('Nova Scotia Problem Gambling Help Line')).toHaveCount(0);
    // The number to call is a link on one line (it broke after "1-").
    const call = page.getByRole('link', { name: '1-888-347-8888' });
    await expect(call).toHaveAttribute('href', 'tel:18883478888');
    expect(await call.evaluate((link) => link.getClientRects().length)).toBe(1);
    await checkScreen(page, 'clipping-responsible-gaming-fr');
    await expectNothingClipped(page, 'responsible gaming (fr)');

    // The saved card's "Retirer" beside its long French name.
    await page.goto(orgUrl('goldrush', '/game/manage/payment-info'));
    await expect(page.getByText('Visa se terminant par 4242')).toBeVisible();
    await checkScreen(page, 'clipping-payment-info-fr');
    await expectNothingClipped(page, 'payment info (fr)');
  });

  test('the 50/50 demo (Ontario) gives an Ontario phone example on Manage Your Info', async ({
    page,
  }) => {
    await readyPlayer(page, 'fiftyfifty');
    await page.goto(orgUrl('fiftyfifty', '/game/manage/player-info'));
    await expect(page.getByText('10 digits, for example (416) 555-0123')).toBeVisible();
    await expect(page.getByText(/\(902\)/)).toHaveCount(0);
    await inFrench(page);
    await page.reload();
    await expect(page.getByText('10 chiffres, par exemple (416) 555-0123')).toBeVisible();
    await checkScreen(page, 'clipping-player-info-fiftyfifty-fr');
    await expectNothingClipped(page, 'Manage Your Info, 50/50 (fr)');
  });
});
