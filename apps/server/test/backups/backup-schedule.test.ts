import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runDueBackup } from '../../src/backups/backup-schedule';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { staffHeaders } from '../draws/money-draw-fixtures';
import { buildDrawApp } from '../draws/draw-fixtures';
import { testEnv, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dir: string;
/** A second node: its own connection pool on PostgreSQL; PGlite has one process, one handle. */
let second: Kysely<Database>;
const onPostgres = Boolean(process.env.DATABASE_URL);

const env = (overrides: Record<string, string>) =>
  testEnv({ BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_RETRY_MINUTES: '0', ...overrides });
const files = async () => (await readdir(dir)).filter((name) => name.endsWith('.cgb'));
const runs = async () =>
  (
    await sql<{ status: string; n: string }>`select status, count(*) as n from backup_runs
    group by status`.execute(t.database.db)
  ).rows.reduce<Record<string, number>>(
    (all, row) => ({ ...all, [row.status]: Number(row.n) }),
    {},
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'charity-scheduled-'));
  t = await buildDrawApp();
  second = onPostgres ? await createDatabase(t.database.options) : t.database.db;
}, 300_000);
afterAll(async () => {
  if (second && second !== t?.database.db) await second.destroy();
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('are taken once per interval across two nodes, and rotate', async () => {
    const every = env({ BACKUP_INTERVAL_HOURS: '1' });
    const taken: boolean[] = [];
    // Three intervals (their start times are the slots' keys: no waiting for the clock).
    for (let slot = 1; slot <= 3; slot++) {
      // The start of an hour: a look one minute later is in the same interval (at xx:59 a
      // time taken from now was not, and the test failed in the last minute of an hour).
      const at = (Math.floor(Date.now() / 3_600_000) + slot) * 3_600_000;
      const both = await Promise.all([
        runDueBackup(t.database.db, every, at),
        runDueBackup(second, every, at),
      ]);
      taken.push(...both);
      // Both nodes look again in the same interval: nothing more to do.
      expect(await runDueBackup(second, every, at + 60_000)).toBe(false);
    }
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect((await runs()).done).toBe(3);
    expect(await files()).toHaveLength(2);
  }, 120_000);

  it('run from two running apps on their timers: one backup per interval', async () => {
    await sql`delete from backup_runs`.execute(t.database.db);
    const timers = env({ BACKUP_INTERVAL_HOURS: '1', BACKUP_CHECK_INTERVAL_MS: '100' });
    const a = await buildApp({ env: timers, db: t.database.db });
    const b = await buildApp({ env: timers, db: second });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await a.close();
    await b.close();
    expect((await runs()).done).toBe(1);
  }, 60_000);

  it('a failed one is tried again and shown to owners and on /readyz', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file where the backup folder should be');
    const failing = env({ BACKUP_DIR: blocked, BACKUP_INTERVAL_HOURS: '700' });
    await sql`delete from jobs where kind = 'backup'`.execute(t.database.db);
    expect(await runDueBackup(t.database.db, failing)).toBe(true);
    expect(await runDueBackup(t.database.db, failing)).toBe(true);
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('kind', '=', 'backup')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await runDueBackup(t.database.db, failing)).toBe(true);
    expect(
      (
        await t.database.db
          .selectFrom('jobs')
          .select('status')
          .where('kind', '=', 'backup')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('failed');

    const owner = await staffHeaders(t, 'goldrush', 'owner');
    const url = `/api/staff/backup-status/for-organization/${await t.organizationId('goldrush')}`;
    const status = await t.app.inject({ url, headers: owner });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().LastFailure.Error).toMatch(/ENOTDIR|EEXIST|not a directory/i);
    const manager = await staffHeaders(t, 'goldrush', 'manager');
    expect((await t.app.inject({ url, headers: manager })).statusCode).toBe(403);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().Warnings.join(' ')).toMatch(/The last backup failed/);
  }, 60_000);

  it('a missed one is a warning on /readyz (still 200)', async () => {
    await sql`delete from backup_runs where status = 'failed'`.execute(t.database.db);
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ Status: 'ready' });
    await sql`update backup_runs set finished_at = now() - interval '49 hours'`.execute(
      t.database.db,
    );
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().Warnings).toEqual([
      expect.stringMatching(/older than twice the backup interval \(24 h\)/),
    ]);
  });
});
