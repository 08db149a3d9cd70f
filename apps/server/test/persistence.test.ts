import type { AuditAction } from '@charity/domain/audit/audit-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../src/audit/audit-log.repository';
import { countOrganizations } from '../src/organizations/organization.repository';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { sql } from 'kysely';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the database', () => {
  it('keeps its data when closed and opened again', async () => {
    await appendAudit(database.db, {
      organizationId: null,
      actor: 'test',
      // A row no call writes: the table of actions does not list it.
      action: 'persistence.checked' as AuditAction,
      subjectType: 'test',
      subjectId: null,
    });
    const db = await database.reopen();
    expect(await countOrganizations(db)).toBe(2);
    const rows = await db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'persistence.checked')
      .execute();
    expect(rows).toEqual([{ actor: 'test' }]);
  });

  it('refuses to rewrite the audit log', async () => {
    await expect(
      sql`update audit_log set actor = 'someone else'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('enforces money and status invariants', async () => {
    await expect(
      database.db.updateTable('game_instances').set({ pot_total_cents: -1 }).execute(),
    ).rejects.toThrow(/check/);
    await expect(
      database.db.updateTable('game_instances').set({ status: 'Paused' }).execute(),
    ).rejects.toThrow(/check/);
  });

  it('runs concurrent transactions one at a time without mixing them', async () => {
    const insert = (actor: string, fail: boolean) =>
      database.db.transaction().execute(async (trx) => {
        await appendAudit(trx, {
          organizationId: null,
          actor,
          action: 'tx.test' as AuditAction,
          subjectType: 'test',
          subjectId: null,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('rolled back');
      });
    const results = await Promise.allSettled([
      insert('kept', false),
      insert('dropped', true),
      insert('kept-too', false),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const actors = await database.db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'tx.test')
      .orderBy('actor')
      .execute();
    expect(actors.map((row) => row.actor)).toEqual(['kept', 'kept-too']);
  });
});
