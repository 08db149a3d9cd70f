import { termsRecordSchema } from '@charity/domain/api/terms';
import { termsLanguageSchema } from '@charity/domain/api/terms-language';
import type { ProvisioningFile } from '@charity/domain/setup/organization-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles } from '../../src/provisioning/demo-organizations';
import { exportOrganization } from '../../src/provisioning/export-organization';
import { provision } from '../../src/provisioning/provision';
import { readProvisioningFile } from '../../src/provisioning/read-provisioning-file';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const termsSchema = termsRecordSchema.and(termsLanguageSchema);

async function latestTerms(slug: 'goldrush' | 'fiftyfifty', query = '') {
  const id = await t.organizationId(slug);
  const response = await getAs(t.app, slug, `/api/organization/tos/latest/byid/${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return termsSchema.parse(response.json());
}

describe('terms per language (issue 12)', () => {
  it('answers the French texts of the same version to a French reader', async () => {
    const english = await latestTerms('goldrush');
    const french = await latestTerms('goldrush', '?lang=fr');
    expect(english.Language).toBe('en');
    expect(english.GoldRushTos).toMatch(/^# Website Terms of Use/);
    expect(french).toMatchObject({ Language: 'fr', TermsOfServiceId: english.TermsOfServiceId });
    expect(french.GoldRushTos).toMatch(/^# Conditions d’utilisation du site/);
    expect(french.GameRules).toMatch(/^# Gold Rush hebdomadaire de Harbourview : règlement/);
    expect(french.PrivacyPolicy).toMatch(/^# Politique de confidentialité/);
    expect(await latestTerms('goldrush', '?lang=en')).toEqual(english);
  });

  it("answers the organization's own text, saying so, when it has no translation", async () => {
    const french = await latestTerms('fiftyfifty', '?lang=fr');
    expect(french.Language).toBe('en');
    expect(french.FiftyFiftyTos).toMatch(/^# /);
    expect(french.FiftyFiftyTos).toBe((await latestTerms('fiftyfifty')).FiftyFiftyTos);
  });

  it('refuses a language it does not speak', async () => {
    const id = await t.organizationId('goldrush');
    for (const lang of ['de', 'FR', '', 'fr\u0000', 'x'.repeat(5000)]) {
      const response = await getAs(
        t.app,
        'goldrush',
        `/api/organization/tos/latest/byid/${id}?lang=${encodeURIComponent(lang)}`,
      );
      expect(expectApiError(response, 400).Errors?.[0]?.Path).toBe('querystring.lang');
    }
  });

  it('publishes a new version when only the French text changed, and exports it back', async () => {
    const file: ProvisioningFile = await readProvisioningFile(demoFiles[0] ?? '');
    const before = await latestTerms('goldrush', '?lang=fr');
    const french = file.organizations[0]?.terms.translations?.fr;
    if (!french) throw new Error('the goldrush demo has French terms');
    french.gameRules += '\n\n## Jours fériés\n\nAucun tirage le 25 décembre.\n';
    const result = await provision(t.database.db, file);
    expect(result.changes).toEqual(['terms.published terms version 2 of goldrush']);
    const after = await latestTerms('goldrush', '?lang=fr');
    expect(after.TermsOfServiceId).not.toBe(before.TermsOfServiceId);
    expect(after.GameRules).toContain('Aucun tirage le 25 décembre.');
    expect((await provision(t.database.db, file)).changes).toEqual([]);

    const exported = await exportOrganization(t.database.db, await t.organizationId('goldrush'));
    expect(exported.terms.translations?.fr?.gameRules).toBe(french.gameRules.trim());
  });
});
