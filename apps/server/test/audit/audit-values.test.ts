import { auditLogSchema } from '@charity/domain/staff/audit-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, type AuditEntry } from '../../src/audit/audit-log.repository';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { auditTestApp } from './audit-fixtures';

let t: TestApp;
let organizationId: string;
let auditor: Record<string, string>;

const SUBJECT = 'c0ffee00-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  ({ t, organizationId, auditor } = await auditTestApp());
  // The values staff read as codes before: a role, a status, a draw mode, a claim step, a
  // refund's way, documents named by their keys.
  const entries: [AuditEntry['action'], string, Record<string, unknown>][] = [
    ['staff.role-changed', 'account', { before: 'manager', after: 'owner' }],
    [
      'game-instance.cancelled',
      'game-instance',
      { changes: { status: { before: 'Open', after: 'Cancelled' } } },
    ],
    ['draw', 'game-instance', { mode: 'manual', outcome: 'Rollover' }],
    [
      'prize-claim-identity',
      'prize-claim',
      { before: { state: 'Contacted' }, after: { state: 'IdentityChecked' } },
    ],
    ['terms.published', 'terms', { changed: ['GameRules', 'French.GameRules'] }],
    ['refund.failed', 'payment', { path: 'sales-close', reason: 'card_declined' }],
  ];
  for (const [action, subjectType, details] of entries)
    await appendAudit(t.database.db, {
      organizationId,
      actor: 'system',
      action,
      subjectType,
      subjectId: SUBJECT,
      details,
    });
});
afterAll(() => t.close());

const audit = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit/for-organization/${organizationId}?${query}`,
    headers: { ...auditor, ...headers },
  });

/** The CSV's records of this test's entries, by action: its cells by column name. */
async function csvOf(headers: Record<string, string> = {}) {
  const response = await audit(`subject=${SUBJECT}&format=csv`, headers);
  expect(response.statusCode).toBe(200);
  const [header, ...records] = response.body.trim().split('\r\n');
  return { header: header!, body: response.body, records };
}

/** The lines the CSV writes for this test's entries, in English and in French. */
const LINES: [string, string][] = [
  ['Role: Manager → Owner', 'Rôle\u00a0: Gestionnaire → Propriétaire'],
  ['Status: Open → Cancelled', 'Statut\u00a0: Ouvert → Annulé'],
  ['Mode: Manual', 'Mode\u00a0: Manuel'],
  ['Outcome: No paid winner (rollover)', 'Résultat\u00a0: Aucun gagnant payé (report)'],
  ['State: Winner contacted → Identity checked', 'État\u00a0: Contact établi → Identité vérifiée'],
  [
    'Texts changed: Game rules, Game rules (French)',
    'Textes modifiés\u00a0: Règlement du jeu, Règlement du jeu (français)',
  ],
  ['Way: Unsettled at sales close', 'Voie\u00a0: Non réglé à la fermeture des ventes'],
  // An unknown value reads as it is.
  ['Reason: card_declined', 'Motif\u00a0: card_declined'],
];

describe('audit detail values in words (follow-up 2)', () => {
  it('writes each entry’s details in English words beside the raw JSON', async () => {
    const { header, body } = await csvOf();
    expect(header).toBe(
      'occurredAt,timeZone,actor,actorName,action,actionName,subjectType,subjectId,subjectName,details,detailsInWords',
    );
    for (const [english] of LINES) expect(body).toContain(english);
    // The codes stay in the JSON column, and only there.
    expect(body).toContain('""before"":""manager""');
    expect(body).not.toMatch(/IdentityChecked[^"]*\r\n/);
  });

  it('writes them in French for a French reader', async () => {
    const { body } = await csvOf({ 'accept-language': 'fr-CA,fr;q=0.9' });
    for (const [, french] of LINES) expect(body).toContain(french);
  });

  it('writes times on the game’s clock with its offset, the zone in a column', async () => {
    const log = auditLogSchema.parse((await audit(`subject=${SUBJECT}`)).json());
    const { records } = await csvOf();
    expect(records).toHaveLength(log.Entries.length);
    const [first] = log.Entries;
    const [occurredAt, zone] = records[0]!.split(',');
    expect(zone).toBe('America/Halifax');
    expect(occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[34]:00$/);
    expect(Date.parse(occurredAt!)).toBe(Math.floor(Date.parse(first!.OccurredAt) / 1000) * 1000);
  });
});

describe('the Action filter under attack (review V6)', () => {
  it('refuses a NUL character and a 1 MB string with the spec’s 400', async () => {
    const nul = expectApiError(await audit('action=%00'), 400);
    expect(nul.Errors?.[0]?.Path).toContain('action');
    const huge = expectApiError(await audit(`action=${'a'.repeat(1024 * 1024)}`), 400);
    expect(huge.Errors?.[0]?.Path).toContain('action');
    expectApiError(await audit(`action=sign${encodeURIComponent('\u0000')}in&format=csv`), 400);
  });

  it('answers words that match most actions (one letter, any case) with their entries', async () => {
    const log = auditLogSchema.parse((await audit(`action=E&subject=${SUBJECT}`)).json());
    expect(log.Entries.length).toBe(6);
  });
});
