import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../../src/mail/mail-outbox.repository';
import type { TestApp } from '../helpers/test-app';
import { location } from '../identity/browser';
import { browserFor } from '../identity/fixtures';
import { authorizeUrl, finishSignIn, pkce } from '../identity/oidc-flow';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
} from '../payments/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildMoneyApp();
});
afterAll(() => t.close());

/** The SPA's sign-in with the language it shows (`ui_locales`), through the hosted login page. */
async function signInWithLanguage(email: string, password: string, uiLocales: string) {
  const browser = browserFor(t, 'goldrush');
  const { verifier, challenge } = pkce();
  const organizationId = await t.organizationId('goldrush');
  const start = await browser.get(
    `${authorizeUrl(browser, organizationId, challenge)}&ui_locales=${uiLocales}`,
  );
  const interaction = location(start);
  const login = await browser.post(`${interaction}/login`, { email, password });
  await finishSignIn(browser, login, verifier);
}

const localeOf = async (id: string) =>
  (
    await t.database.db
      .selectFrom('accounts')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).locale;

describe('mail in the language the player uses', () => {
  it('a player who signs in in French gets a French receipt: French money, game-zone times, absolute links', async () => {
    const client = await moneyClient(t);
    expect(await localeOf(client.player.id)).toBe('en');
    await signInWithLanguage(client.player.email, client.player.password, 'fr-CA');
    expect(await localeOf(client.player.id)).toBe('fr');

    const response = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: await openInstanceId(t, 'goldrush'),
      Quantity: 2,
      TicketNumbers: [],
      Payment: { Token: await cardToken(client) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await latestMailTo(t.database.db, client.player.email);
    expect(mail?.subject).toMatch(/^Fondation Harbourview Health : votre reçu \d+$/);
    const text = (mail?.text_body ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Montant payé : 4,00 $ CAD');
    // The demo GoldRush game is in Halifax: Atlantic time, named (HNA or HAA in French).
    expect(text).toMatch(/Émis le : \d{1,2} \S+ \d{4}, \d{1,2} h \d\d H[NA]A/);
    expect(text).toMatch(/Date du tirage : .* H[NA]A/);
    // Absolute links to the site the player paid on (this request's host).
    expect(text).toMatch(/Obtenir de l’aide : http:\/\/goldrush\.localhost(:\d+)?\/game\/get-help/);
    expect(mail?.html_body).toContain('<html lang="fr">');
    expect(mail?.html_body).toMatch(/href="http:\/\/goldrush\.localhost(:\d+)?\/game\/get-help"/);
  });

  it('a player who registers in French gets the verification e-mail in French, and keeps French', async () => {
    const browser = browserFor(t, 'goldrush');
    const { challenge } = pkce();
    const organizationId = await t.organizationId('goldrush');
    const start = await browser.get(
      `${authorizeUrl(browser, organizationId, challenge)}&ui_locales=fr`,
    );
    const email = 'nouvelle.joueuse@example.org';
    const answer = await browser.post(`${location(start)}/register`, {
      email,
      firstName: 'Élise',
      lastName: 'Leblanc',
      phone: '902-555-0123',
      dateOfBirth: '1990-02-03',
      password: 'phare-du-port-de-halifax-42',
      addressLine1: '1 rue Water',
      addressLine2: '',
      city: 'Halifax',
      province: 'NS',
      postalCode: 'B3H 1A1',
      country: 'CA',
    });
    expect(answer.status, answer.body).toBe(201);
    const mail = await latestMailTo(t.database.db, email);
    expect(mail?.subject).toBe(
      // The organization's French name (the demo's "Fondation Harbourview Health").
      'Vérifiez votre adresse courriel pour Fondation Harbourview Health',
    );
    expect(mail?.text_body).toMatch(
      /http:\/\/goldrush\.localhost\/oidc\/interaction\/\S+verify-email/,
    );
    const account = await t.database.db
      .selectFrom('accounts')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.locale).toBe('fr');
  });

  it('back in English after signing in in English', async () => {
    const client = await moneyClient(t);
    await signInWithLanguage(client.player.email, client.player.password, 'fr');
    await signInWithLanguage(client.player.email, client.player.password, 'en');
    expect(await localeOf(client.player.id)).toBe('en');
  });
});
