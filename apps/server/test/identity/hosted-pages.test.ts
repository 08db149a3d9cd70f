import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/accounts/account.repository';
import { pageStyles } from '../../src/identity/pages/page-styles';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { browserFor, testIdentity } from './fixtures';
import { startSignIn } from './oidc-flow';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: { ...testIdentity, attemptsPerMinute: 1000 } } });
});
afterAll(() => t.close());

async function registrationPage(slug: 'goldrush' | 'fiftyfifty') {
  const browser = browserFor(t, slug);
  const { interaction } = await startSignIn(browser, await t.organizationId(slug));
  const page = await browser.get(`${interaction}/register`);
  expect(page.status).toBe(200);
  return { browser, interaction, page };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('hosted pages', () => {
  it('use the SPA’s font stack and link its favicon', async () => {
    const { page } = await registrationPage('goldrush');
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    const styles = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(styles).toContain(
      'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
    );
    expect(styles).not.toContain('&quot;');
    expect(styles.trim()).toBe(pageStyles.trim());
  });

  it('ask for the address under one legend, with Country as a select (Canada first)', async () => {
    const { page } = await registrationPage('goldrush');
    expect(count(page.body, 'Street address')).toBe(1);
    expect(page.body).toMatch(/<legend>\s*Address\s*<\/legend>/);
    const select = /<select[^>]*name="country"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)?.[1];
    expect(select).toBeDefined();
    const options = [
      ...(select ?? '').matchAll(/<option\s+value="(\w+)"\s*(selected)?\s*>\s*([^<]+?)\s*</g),
    ];
    expect(options.map(([, value, selected, label]) => [value, !!selected, label])).toEqual([
      ['CA', true, 'Canada'],
      ['US', false, 'United States'],
    ]);
    expect(page.body).toContain('<label for="field-country">Country</label>');
  });

  it("give a phone example of the organization's own province (issue 12)", async () => {
    expect((await registrationPage('fiftyfifty')).page.body).toContain(
      'Ten digits, e.g. 416-555-0123',
    );
    const goldrush = (await registrationPage('goldrush')).page.body;
    expect(goldrush).toContain('Ten digits, e.g. 902-555-0123');
    expect(goldrush).not.toContain('{example}');
  });

  it('do not ask for an address where it is not collected', async () => {
    const { page } = await registrationPage('fiftyfifty');
    expect(page.body).not.toContain('Street address');
    expect(page.body).not.toContain('name="country"');
  });

  it('refuse a country outside the list, and a United States address for a Nova Scotia game (issue 28)', async () => {
    const { browser, interaction } = await registrationPage('goldrush');
    const form = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.lee@example.org',
      phone: '207-555-0101',
      dateOfBirth: '1980-01-01',
      password: 'harbour-lights-2024',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Portland',
      province: 'ME',
      postalCode: '04101',
    };
    const refused = await browser.post(`${interaction}/register`, { ...form, country: 'FR' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/id="field-country"[^>]*aria-invalid="true"/);
    // Manage Your Info keeps a player's address in the organization's country: registering
    // one elsewhere would leave an address the player could never save again.
    const abroad = await browser.post(`${interaction}/register`, { ...form, country: 'US' });
    expect(abroad.status).toBe(400);
    expect(abroad.body).toContain('Enter an address in the organization’s country.');
    const account = await findAccountByEmail(
      t.database.db,
      await t.organizationId('goldrush'),
      form.email,
    );
    expect(account).toBeUndefined();
  });
});
