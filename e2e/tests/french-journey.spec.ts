import { expect, orgUrl, PHONE, test } from './fixtures';
import { mailedLink, newPlayer } from './identity-flows';
import { checkScreen } from './screen-check';

test.use({ viewport: PHONE, locale: 'fr-CA', timezoneId: 'America/Toronto' });
test.describe.configure({ timeout: 240_000 });

/** "10,00 $": Canadian French money, with the narrow or plain no-break space Intl writes. */
const frenchMoney = (amount: string) => new RegExp(`${amount}[\\s\\u202f]\\$`);
/** English money or an ISO timestamp slipping into a French screen or e-mail. */
const ENGLISH_MONEY = /\$\s?\d/;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** "29 nov. 2026, 22 h 50 HNA": a French date and time in the game's zone, named (Intl's spaces). */
const FRENCH_TIME = String.raw`\d{1,2}\s[a-zéû]+\.?\s\d{4},?\s\d{1,2}\sh\s\d{2}\sH[NA]A`;

test.describe('a French player (issue 12, done when 2)', () => {
  test('from the app through sign-in, registration, terms and a purchase to the receipt e-mail, all in French', async ({
    page,
  }) => {
    const player = newPlayer('goldrush', { firstName: 'Émilie', lastName: 'Tremblay' });

    // The app, in the browser's language.
    await page.goto(orgUrl('goldrush', '/login'));
    // The front page the server renders before the app loads: French money already.
    const served = await page.evaluate(() =>
      fetch('/login', { headers: { accept: 'text/html' } }).then((answer) => answer.text()),
    );
    expect(served).toMatch(/data-testid="showcase-price">2,00\u00a0\$ le numéro/);
    // The organization's own texts, in French as well (its YAML's `translations: fr`).
    const loginText = 'Jouez au Gold Rush de Harbourview chaque semaine';
    expect(served).toContain(loginText);
    expect(served).toContain('<title>Fondation Harbourview Health</title>');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    // …and once the app has taken over the page.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByTestId('showcase-price')).toHaveText(/^2,00\s\$ le numéro/);
    await expect(page.getByTestId('showcase-pot')).toHaveText(/^\d[\d\s]*,\d\d\s\$$/);
    await expect(page.getByText(loginText)).toBeVisible();
    await expect(page.getByText('Hôpital régional de Harbourview')).toBeVisible();
    await checkScreen(page, 'french-login');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // The provider's hosted pages, in French too (ui_locales).
    await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await checkScreen(page, 'french-hosted-login');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { name: 'Créer votre compte' })).toBeVisible();
    await page.getByLabel('Prénom').fill(player.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(player.lastName);
    await page.getByLabel('Adresse courriel').fill(player.email);
    await page.getByLabel('Numéro de téléphone').fill(player.phone);
    await page.getByLabel('Date de naissance').fill(player.dateOfBirth);
    await page.getByLabel('Numéro et rue').fill('1 rue Principale');
    await page.getByLabel('Ville').fill('Chéticamp');
    await page.getByLabel('Province').fill('NS');
    await page.getByLabel('Code postal').fill('B0E 1H0');
    await page.getByLabel('Mot de passe', { exact: true }).fill(player.password);
    await checkScreen(page, 'french-hosted-register');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
    await checkScreen(page, 'french-hosted-check-email');

    // The verification e-mail is in French.
    await page.goto(orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(player.email)}`));
    const verification = page.locator('article').first();
    await expect(verification).toContainText('Vérifiez votre adresse courriel pour');
    await expect(verification).toContainText(': bienvenue!');
    // The link signs the player in: no second sign-in.
    await page.goto(await mailedLink(page, 'goldrush', player.email, /\/verify-email\?/));

    // Terms, charity, numbers: the app's registration steps, in French.
    await expect(page).toHaveURL(/\/register\/terms-of-service$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
    // The organization's own terms, in French (terms per language).
    const terms = page.locator('.terms-document');
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText(
      'Conditions d’utilisation du site',
    );
    await expect(terms).toContainText('Vous devez avoir 19 ans ou plus');
    await expect(page.getByRole('note')).toHaveCount(0);
    await checkScreen(page, 'french-terms');
    // The rules, one click away: their own French title, once.
    await page.getByRole('link', { name: 'Règlement du jeu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gold Rush hebdomadaire de Harbourview : règlement du jeu',
    );
    await expect(page.getByRole('heading', { name: /règlement du jeu/ })).toHaveCount(1);
    await expect(page).toHaveTitle(/^Gold Rush hebdomadaire de Harbourview : règlement du jeu · /);
    await expect(page.locator('.markdown-content')).toContainText('2,00 $ par numéro');
    await checkScreen(page, 'french-game-rules');
    await page.goBack();
    await page.getByRole('button', { name: 'J’accepte' }).click();
    await expect(page).toHaveURL(/\/register\/charity-pledge$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre organisme');
    // The organization's categories and charities, in French.
    await expect(page.getByRole('group', { name: 'Soins de santé' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Banque alimentaire de Harbourview/ }),
    ).toBeVisible();
    await checkScreen(page, 'french-charity');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: /Confirmer/ }).click();
    await expect(page).toHaveURL(/\/register\/assign-numbers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obtenez vos numéros');
    await checkScreen(page, 'french-assign-numbers');
    await page.getByLabel('Combien de numéros?').fill('1');
    await page.getByRole('button', { name: 'Obtenir mes numéros' }).click();
    await expect(page.getByRole('status', { name: 'Votre numéro est prêt' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // The dashboard: French money and French dates, in the game's zone.
    await expect(page).toHaveURL(/\/game\/dashboard$/);
    const facts = page.locator('.current-game__facts');
    await expect(facts).toContainText(frenchMoney('2,00'));
    // "29 nov. 2026, 22 h 50 HNA": a French date and time, in the game's zone, named.
    await expect(facts).toContainText(new RegExp(`Tirage${FRENCH_TIME}`));
    await expect(facts).not.toContainText(ENGLISH_MONEY);
    // The draw's own name and description, in French.
    await expect(page.getByRole('heading', { level: 2, name: 'Semaine 1' })).toBeVisible();
    await expect(page.getByText('Le premier tirage hebdomadaire de la saison')).toBeVisible();
    await checkScreen(page, 'french-dashboard');

    // A purchase of five more numbers: "10,00 $".
    await page.goto(orgUrl('goldrush', '/game/purchase-number'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acheter d’autres numéros');
    await page.getByLabel('Combien de numéros?').fill('5');
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Code postal').fill('B0E 1H0');
    const pay = page.getByRole('button', { name: frenchMoney('10,00') });
    await expect(pay).toHaveText(/^Acheter et payer 10,00/);
    await checkScreen(page, 'french-purchase');
    await pay.click();
    await expect(page).toHaveURL(/\/purchase-number\/success\?paymentId=/, { timeout: 30_000 });
    const receipt = page.locator('.receipt');
    await expect(receipt).toContainText(frenchMoney('10,00'));
    await expect(receipt).toContainText(new RegExp(`Émis le${FRENCH_TIME}`));
    await expect(receipt).toContainText('Jouez de façon responsable');
    await expect(receipt).not.toContainText(ENGLISH_MONEY);
    await expect(receipt).not.toContainText('Play responsibly');
    await checkScreen(page, 'french-purchase-success');

    // The receipt e-mail: French subject and body, French money and dates.
    await page.goto(orgUrl('goldrush', `/dev/mailbox?to=${encodeURIComponent(player.email)}`));
    const mail = page.locator('article').filter({ hasText: /votre reçu/ });
    await expect(mail).toHaveCount(1);
    await expect(mail.locator('h2')).toHaveText(
      /^Fondation Harbourview Health : votre reçu \d{8}$/,
    );
    const body = mail.locator('pre');
    await expect(body).toContainText('Merci de jouer. Voici votre reçu; conservez-le.');
    await expect(body).toContainText(frenchMoney('10,00'));
    // Dates the French way, in the game's zone, named: "29 nov. 2026, 22 h 50 HNA".
    await expect(body).toContainText(new RegExp(`Date du tirage\\s:\\s${FRENCH_TIME}`));
    await expect(body).toContainText(new RegExp(`Émis le\\s:\\s${FRENCH_TIME}`));
    await expect(body).not.toContainText(ENGLISH_MONEY);
    await expect(body).not.toContainText(ISO_TIME);
    await checkScreen(page, 'french-receipt-mail');
  });
});

test.describe('a player who chose Français in an English browser', () => {
  test.use({ locale: 'en-CA' });

  test("gets the organization's own texts in French from the first screen of the next visit", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('charity.language', 'fr'));
    await page.goto(orgUrl('goldrush', '/login'));
    // The server guessed English from the browser; the app's first calls ask in French.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByText('Jouez au Gold Rush de Harbourview chaque semaine')).toBeVisible();
    await expect(page.getByText('Play the Harbourview Gold Rush')).toHaveCount(0);
  });
});
