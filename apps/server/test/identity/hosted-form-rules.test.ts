import type { AddressInfo } from 'node:net';
import { fieldMessages } from '@charity/domain/registration/field-messages';
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

const form = { ...adultRegistration, email: 'rules@example.org' };

/** The registration form posted over HTTP, as a browser on the goldrush demo would. */
async function register(fields: Partial<typeof form>, language: 'en' | 'fr' = 'en') {
  const browser = new Browser(httpTransport(port), 'goldrush.localhost');
  const { interaction } = await startSignIn(browser, await t.organizationId('goldrush'));
  return browser.post(`${interaction}/register?lang=${language}`, { ...form, ...fields });
}

const fieldError = (body: string, name: string) =>
  new RegExp(`<p class="field-error" id="field-${name}-error">([^<]*)</p>`).exec(body)?.[1];

describe('the hosted registration form', () => {
  it('says what the app says of a first name of 101 characters, in English and French', async () => {
    const english = await register({ firstName: 'A'.repeat(101) });
    expect(english.status).toBe(400);
    expect(fieldError(english.body, 'firstName')).toBe('Use at most 100 characters.');
    expect(fieldMessages.en.tooLong).toBe('Use at most {{count}} characters.');
    const french = await register({ lastName: 'B'.repeat(101) }, 'fr');
    expect(fieldError(french.body, 'lastName')).toBe('Utilisez au plus 100 caractères.');
  });

  it('answers a NUL in a field with the form and a field error, not a JSON page', async () => {
    const answer = await register({ firstName: 'Al\u0000ex', city: 'Hali\u0000fax' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(fieldError(answer.body, 'firstName')).toBe(
      'Remove the special characters from this field.',
    );
    expect(fieldError(answer.body, 'city')).toBe('Remove the special characters from this field.');
    // The rest of what was typed is kept; the characters are gone from the value shown.
    expect(answer.body).toContain('value="Alex"');
    expect(answer.body).toContain('value="rules@example.org"');
    const french = await register({ firstName: 'Al\u0000ex' }, 'fr');
    expect(fieldError(french.body, 'firstName')).toBe(
      'Retirez les caractères spéciaux de ce champ.',
    );
  });

  it('shares the app’s e-mail, phone and length rules', async () => {
    const answer = await register({
      email: 'not-an-address',
      phone: '12',
      city: 'C'.repeat(101),
      addressLine1: 'L'.repeat(201),
    });
    expect(fieldError(answer.body, 'email')).toBe(fieldMessages.en.email);
    expect(fieldError(answer.body, 'phone')).toBe(fieldMessages.en.phone);
    expect(fieldError(answer.body, 'city')).toBe('Use at most 100 characters.');
    expect(fieldError(answer.body, 'addressLine1')).toBe('Use at most 200 characters.');
  });
});

describe('the hosted sign-in form', () => {
  it('answers a NUL in the e-mail address with the sign-in page, not a JSON 400', async () => {
    const browser = new Browser(httpTransport(port), 'goldrush.localhost');
    const { interaction } = await startSignIn(browser, await t.organizationId('goldrush'));
    const answer = await browser.post(`${interaction}/login`, {
      email: 'a\u0000@example.org',
      password: 'whatever-it-is',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('The e-mail address or password is incorrect.');
  });
});

describe('a hosted page refused', () => {
  it('is a page with a way on, not JSON, whatever was wrong with the request', async () => {
    const browser = new Browser(httpTransport(port), 'goldrush.localhost');
    const { interaction } = await startSignIn(browser, await t.organizationId('goldrush'));
    const answer = await browser.get(`${interaction}/register?lang=fr&x=%00`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(`<a class="button" href="${interaction}">`);
  });
});
