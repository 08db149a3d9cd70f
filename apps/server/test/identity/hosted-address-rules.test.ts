import type { AddressInfo } from 'node:net';
import { addressRuleMessages } from '@charity/domain/address/address-rule-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { Browser, httpTransport } from './browser';
import { adultRegistration, testIdentity } from './fixtures';
import { startSignIn } from './oidc-flow';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: { ...testIdentity, attemptsPerMinute: 1000 } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Form = typeof adultRegistration & { email: string };

/** The registration form posted over HTTP on the goldrush demo (CA-NS, collects addresses). */
async function register(fields: Partial<Form>, language: 'en' | 'fr' = 'en') {
  const browser = new Browser(httpTransport(port), 'goldrush.localhost');
  const { interaction } = await startSignIn(browser, await t.organizationId('goldrush'));
  const form = { ...adultRegistration, email: 'address@example.org', ...fields };
  return browser.post(`${interaction}/register?lang=${language}`, form);
}

const fieldError = (body: string, name: string) =>
  new RegExp(`<p class="field-error" id="field-${name}-error">([^<]*)</p>`).exec(body)?.[1];

const storedAccount = (email: string) =>
  t.database.db
    .selectFrom('accounts')
    .select(['address_province', 'address_postal_code', 'address_country'])
    .where('email', '=', email)
    .executeTakeFirst();

describe('the hosted registration form’s address (issue 28)', () => {
  it.each([
    ['Narnia', 'narnia.postal@example.org'],
    ['💥💥💥', 'emoji.postal@example.org'],
  ])(
    'refuses the postal code %s with the app’s words, keeps what was typed, creates no account',
    async (postalCode, email) => {
      const english = await register({ email, postalCode });
      expect(english.status).toBe(400);
      expect(english.headers['content-type']).toMatch(/^text\/html/);
      expect(fieldError(english.body, 'postalCode')).toBe(addressRuleMessages.en['postal-code']);
      expect(fieldError(english.body, 'postalCode')).toBe(
        'Enter a valid postal code, like B3H 1A1.',
      );
      expect(english.body).toContain(`value="${postalCode}"`);
      expect(english.body).toContain(`value="${email}"`);

      const french = await register({ email, postalCode }, 'fr');
      expect(french.status).toBe(400);
      expect(fieldError(french.body, 'postalCode')).toBe(
        'Entrez un code postal valide, comme B3H 1A1.',
      );
      expect(french.body).toContain(`value="${postalCode}"`);
      expect(await storedAccount(email)).toBeUndefined();
    },
  );

  it('refuses the province Narnia in English and French', async () => {
    const email = 'narnia@example.org';
    const english = await register({ email, province: 'Narnia' });
    expect(english.status).toBe(400);
    expect(fieldError(english.body, 'province')).toBe(
      'Enter a province or territory, like NS or Nova Scotia.',
    );
    expect(english.body).toContain('value="Narnia"');
    const french = await register({ email, province: 'Narnia', postalCode: 'Narnia' }, 'fr');
    expect(fieldError(french.body, 'province')).toBe(
      'Entrez une province ou un territoire, comme NS ou Nouvelle-Écosse.',
    );
    expect(fieldError(french.body, 'postalCode')).toBe(addressRuleMessages.fr['postal-code']);
    expect(await storedAccount(email)).toBeUndefined();
  });

  it('refuses an address outside the organization’s country, as Manage Your Info does', async () => {
    const email = 'abroad@example.org';
    const answer = await register({ email, country: 'US', province: 'NY', postalCode: '10001' });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.body, 'country')).toBe(addressRuleMessages.en.country);
    const french = await register({ email, country: 'US', province: 'NY' }, 'fr');
    expect(fieldError(french.body, 'country')).toBe(
      'Entrez une adresse dans le pays de l’organisme.',
    );
    expect(await storedAccount(email)).toBeUndefined();
  });

  it('accepts a good Canadian address and stores the postal code as Canada Post writes it', async () => {
    const email = 'good.address@example.org';
    const answer = await register({ email, province: 'Nouvelle-Écosse', postalCode: ' b3h1a1 ' });
    expect(answer.status).toBe(201);
    expect(await storedAccount(email)).toEqual({
      address_province: 'Nouvelle-Écosse',
      address_postal_code: 'B3H 1A1',
      address_country: 'CA',
    });
  });
});
