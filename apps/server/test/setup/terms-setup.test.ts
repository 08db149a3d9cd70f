import { termsSetupSchema } from '@charity/domain/setup/terms-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let auditor: Record<string, string>;
let goldrushManager: Record<string, string>;
let goldrushId: string;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('fiftyfifty');
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  auditor = await staffHeaders(t, 'fiftyfifty', 'auditor');
  goldrushId = await t.organizationId('goldrush');
  goldrushManager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

async function terms(headers = manager) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/setup/terms/for-organization/${organizationId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return termsSetupSchema.parse(response.json());
}

const publish = (payload: object, headers = manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/organization/tos/publish',
    headers,
    payload: { OrganizationId: organizationId, ...payload },
  });

describe('terms in the console', () => {
  it('publishes new game rules as a new version, audited with the texts before and after', async () => {
    const before = await terms(auditor);
    const latest = before.latest;
    if (!latest) throw new Error('fiftyfifty has no terms');
    const rules = '# Game rules\n\nOne draw a week. Revised by the manager.';
    const response = await publish({ GameRules: rules });
    expect(response.statusCode, response.body).toBe(201);
    const after = await terms();
    expect(after.latest).toEqual({ ...latest, version: latest.version + 1, gameRules: rules });
    expect(after.versions.map((v) => v.version)).toEqual([
      latest.version + 1,
      ...before.versions.map((v) => v.version),
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', organizationId)
      .where('action', '=', 'terms.published')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      version: latest.version + 1,
      changes: { GameRules: { before: latest.gameRules, after: rules } },
    });
    expect(Object.keys((audit.details as { changes: object }).changes)).toEqual(['GameRules']);
  });

  it('refuses markdown with a script or an event handler, and the auditor, changing nothing', async () => {
    const before = await terms();
    for (const text of [
      '# Rules\n\n<script>alert(1)</script>',
      '# Rules\n\n<img src=x onerror="alert(1)">',
      '# Rules\n\n[click](javascript:alert(1))',
      '   ',
    ]) {
      const error = expectApiError(await publish({ GameRules: text }), 400);
      expect(error.Errors?.map((e) => e.Path)).toContain('body.GameRules');
    }
    expectApiError(await publish({ GameRules: '# Auditor rules' }, auditor), 403);
    expect(await terms()).toEqual(before);
  });

  it('publishes the French texts with the version (terms per language), the others copied', async () => {
    const url = `/api/setup/terms/for-organization/${goldrushId}`;
    const read = async () =>
      termsSetupSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers: goldrushManager })).json(),
      ).latest;
    const before = await read();
    if (!before?.french) throw new Error('goldrush has no French terms');
    const rules = '# Règlement du jeu\n\nRévisé pour la nouvelle saison.';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tos/publish',
      headers: goldrushManager,
      payload: { OrganizationId: goldrushId, French: { GameRules: rules } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = await read();
    expect(after).toEqual({
      ...before,
      version: before.version + 1,
      french: { ...before.french, gameRules: rules },
    });
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/organization/tos/latest/byid/${goldrushId}?lang=fr`,
    });
    expect(french.json()).toMatchObject({ GameRules: rules, Language: 'fr' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', goldrushId)
      .where('action', '=', 'terms.published')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((audit.details as { changes: object }).changes).toEqual({
      'French.GameRules': { before: before.french.gameRules, after: rules },
    });
  });

  it('refuses a first French version without all three texts', async () => {
    const error = expectApiError(await publish({ French: { GameRules: '# Règlement' } }), 400);
    expect(error.Errors?.map((e) => e.Path)).toEqual(['body.French.TermsOfService']);
  });

  it('says per document when the French text is older than the English one (issue 27)', async () => {
    const url = `/api/setup/terms/for-organization/${goldrushId}`;
    const read = async () =>
      termsSetupSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers: goldrushManager })).json(),
      );
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/organization/tos/publish',
        headers: goldrushManager,
        payload: { OrganizationId: goldrushId, ...payload },
      });
    // Both languages published together: current.
    expect(
      (
        await send({
          PrivacyPolicy: '# Privacy\n\nBoth.',
          French: { PrivacyPolicy: '# Confidentialité\n\nLes deux.' },
        })
      ).statusCode,
    ).toBe(201);
    const together = await read();
    const version = together.latest?.version ?? 0;
    expect(together.currency?.privacyPolicy).toMatchObject({
      english: { version },
      french: { version },
      frenchOlder: false,
    });
    // English only: not refused, but the French one is now older.
    expect((await send({ PrivacyPolicy: '# Privacy\n\nEnglish only.' })).statusCode).toBe(201);
    const stale = await read();
    expect(stale.currency?.privacyPolicy).toMatchObject({
      english: { version: version + 1 },
      french: { version },
      frenchOlder: true,
    });
    // The other documents did not change in English: their French is not older.
    expect(stale.currency?.termsOfService.english.version).toBeLessThanOrEqual(
      stale.currency?.termsOfService.french?.version ?? 0,
    );
    // The French published from the same screen: current again.
    expect(
      (await send({ French: { PrivacyPolicy: '# Confidentialité\n\nÀ jour.' } })).statusCode,
    ).toBe(201);
    expect((await read()).currency?.privacyPolicy).toMatchObject({
      english: { version: version + 1 },
      french: { version: version + 2 },
      frenchOlder: false,
    });
  });
});
