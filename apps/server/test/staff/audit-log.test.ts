import type { AuditAction } from '@charity/domain/audit/audit-actions';
import { auditLogSchema } from '@charity/domain/staff/audit-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../src/audit/audit-log.repository';
import { toWallTime } from '../../src/setup/game-clock';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { browserFor, createPlayer, type TestPlayer } from '../identity/fixtures';
import { signIn } from '../identity/oidc-flow';
import { auditTestApp } from '../audit/audit-fixtures';

let t: TestApp;
let organizationId: string;
let auditor: Record<string, string>;
let manager: TestPlayer;

beforeAll(async () => {
  ({ t, organizationId, auditor } = await auditTestApp());
  manager = await createPlayer(t.database.db, organizationId, {
    staffRole: 'manager',
    email: 'new.manager@goldrush.example',
  });
});
afterAll(() => t.close());

const audit = (query: string, headers = auditor) =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit/for-organization/${organizationId}?${query}`,
    headers,
  });

describe('audit log viewer', () => {
  it('has staff sign-ins and sign-in failures, found by actor and action', async () => {
    await expect(
      signIn(browserFor(t, 'goldrush'), organizationId, manager.email, 'not-the-password'),
    ).rejects.toThrow();
    await signIn(browserFor(t, 'goldrush'), organizationId, manager.email, manager.password);
    const log = auditLogSchema.parse((await audit('action=account.sign')).json());
    const mine = log.Entries.filter((entry) => entry.SubjectId === manager.id);
    expect(mine.map((entry) => entry.Action)).toEqual([
      'account.signed-in',
      'account.sign-in-failed',
    ]);
    const byName = auditLogSchema.parse((await audit('actor=new.manager')).json());
    expect(byName.Entries.map((entry) => entry.Action)).toContain('account.signed-in');
    expect(byName.Entries[0]?.ActorName).toContain('new.manager@goldrush.example');
  });

  it('filters by time and subject, and exports CSV', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = auditLogSchema.parse((await audit(`from=${encodeURIComponent(future)}`)).json());
    expect(none.Entries).toEqual([]);
    const bySubject = auditLogSchema.parse((await audit(`subject=${manager.id}`)).json());
    expect(bySubject.Entries.length).toBeGreaterThanOrEqual(2);
    expect(bySubject.Entries.every((entry) => entry.SubjectId === manager.id)).toBe(true);
    const csv = await audit(`subject=${manager.id}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'occurredAt,timeZone,actor,actorName,action,actionName,subjectType,subjectId,subjectName,details,detailsInWords',
    );
    expect(lines).toHaveLength(bySubject.Entries.length + 1);
    // Review R5: each action in words too, in the reader's language (English by default).
    expect(csv.body).toContain(',account.signed-in,Signed in,account,');
    const french = await audit(`subject=${manager.id}&format=csv`, {
      ...auditor,
      'accept-language': 'fr-CA,fr;q=0.9',
    });
    expect(french.body).toContain(',account.signed-in,Connexion,account,');
    expect(french.body).toContain(',account.sign-in-failed,Connexion refusée,account,');
  });

  it('names each subject as it is called now, never another organization’s (issue 27: UUIDs)', async () => {
    const bySubject = auditLogSchema.parse((await audit(`subject=${manager.id}`)).json());
    expect(bySubject.Entries[0]?.SubjectName).toBe('Test Player <new.manager@goldrush.example>');
    const charity = await t.database.db
      .selectFrom('charities')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const other = await t.organizationId('fiftyfifty');
    // An entry of this organization naming another organization's account: no name is shown.
    const stranger = await createPlayer(t.database.db, other, { email: 'stranger@fifty.example' });
    const entry = (subjectType: string, subjectId: string) => ({
      organizationId,
      actor: 'system',
      action: 'test.named' as AuditAction,
      subjectType,
      subjectId,
    });
    await appendAudit(t.database.db, entry('charity', charity.id));
    await appendAudit(t.database.db, entry('account', stranger.id));
    const named = auditLogSchema.parse((await audit('action=test.named')).json());
    expect(named.Entries.map((entry) => entry.SubjectName)).toEqual([null, charity.name]);
  });

  it('finds an action by any part of it, in any case (issue 27: "cancel" and "draw" found nothing)', async () => {
    const log = auditLogSchema.parse((await audit('action=SIGNED-IN')).json());
    expect(log.Entries.length).toBeGreaterThan(0);
    expect(log.Entries.every((entry) => entry.Action === 'account.signed-in')).toBe(true);
    // A LIKE wildcard typed is a character, not a pattern.
    expect(auditLogSchema.parse((await audit('action=%25')).json()).Entries).toEqual([]);
  });

  it('finds an action by the words the viewer shows, English or French (walkthrough: only code names worked)', async () => {
    for (const words of ['Signed in', 'connexion', 'SIGNED IN']) {
      const log = auditLogSchema.parse((await audit(`action=${encodeURIComponent(words)}`)).json());
      expect(log.Entries.length, words).toBeGreaterThan(0);
      expect(
        log.Entries.every((entry) => entry.Action.startsWith('account.sign')),
        words,
      ).toBe(true);
    }
  });

  it('says its clock, the game’s, and filters on it (issue 27: browser-local times without a zone)', async () => {
    const log = auditLogSchema.parse((await audit('limit=1')).json());
    expect(log.TimeZone).toBe('America/Halifax');
    const inHalifax = (at: number) => toWallTime(new Date(at), 'America/Halifax');
    const none = auditLogSchema.parse(
      (await audit(`from=${inHalifax(Date.now() + 120_000)}`)).json(),
    );
    expect(none.Entries).toEqual([]);
    const recent = auditLogSchema.parse(
      (await audit(`from=${inHalifax(Date.now() - 3_600_000)}&action=signed-in`)).json(),
    );
    expect(recent.Entries.length).toBeGreaterThan(0);
    expectApiError(await audit('from=2026-02-30T20:00'), 400);
    expectApiError(await audit('from=2026-02-01T20:00&to=2026-01-01T20:00'), 400);
  });

  it('refuses bad filters with a field-level message', async () => {
    const body = expectApiError(await audit('from=yesterday'), 400);
    expect(body.Errors?.[0]?.Path).toContain('from');
    expectApiError(await audit('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z'), 400);
  });

  it('shows a manager the entries of their own actions only, as JSON and CSV (issue 27)', async () => {
    const managerBearer = await bearerFor(t, 'goldrush', manager, true);
    const entry = (actor: string) => ({
      organizationId,
      actor,
      action: 'test.own-or-not' as AuditAction,
      subjectType: 'charity',
      subjectId: manager.id,
      details: {},
    });
    await appendAudit(t.database.db, entry(manager.id));
    await appendAudit(t.database.db, entry('someone-else'));
    const all = auditLogSchema.parse((await audit('action=test.own-or-not')).json());
    expect(all.Entries.map((e) => e.Actor).sort()).toEqual([manager.id, 'someone-else'].sort());
    const own = auditLogSchema.parse((await audit('action=test.own-or-not', managerBearer)).json());
    expect(own.Entries.map((e) => e.Actor)).toEqual([manager.id]);
    // Naming another actor cannot widen it.
    const asked = auditLogSchema.parse(
      (await audit('action=test.own-or-not&actor=someone-else', managerBearer)).json(),
    );
    expect(asked.Entries).toEqual([]);
    const csv = await audit('action=test.own-or-not&format=csv', managerBearer);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });
});
