import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveOrganization } from '../../src/records/archive-organization';
import { parseSeason } from '../../src/records/season';
import {
  buildDrawApp,
  payEntries,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { staffHeaders } from '../draws/money-draw-fixtures';
import { verify } from '../draws/run-verify-cli';
import type { TestApp } from '../helpers/test-app';

const run = promisify(execFile);
let t: TestApp;
let game: GameUnderTest;
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'charity-archive-'));
  t = await buildDrawApp();
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
  for (const numbers of [[3, 7], [11], [42, 43, 44]]) await payEntries(t, game, numbers);
  const manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  await runManualDraw(t, manager, game.organizationId, game.instanceId);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await rm(out, { recursive: true, force: true });
});

describe('npm run org:archive', () => {
  it('writes the season as CSV and JSON whose manifest sha256sum -c verifies; each draw verifies', async () => {
    const season = parseSeason(String(new Date().getUTCFullYear()));
    const { dir, manifest } = await archiveOrganization(
      t.app,
      t.database.db,
      'fiftyfifty',
      season,
      out,
    );
    expect(manifest.retentionYears).toBe(7);
    const names = manifest.files.map((f) => f.path);
    for (const table of ['sales', 'voids-and-refunds', 'payouts', 'audit-log']) {
      expect(names).toContain(`${table}.csv`);
      expect(names).toContain(`${table}.json`);
    }
    expect(names).toContain(`draws/${game.instanceId}.json`);
    expect(names).toContain(`draws/${game.instanceId}.entries.txt`);

    const sales = await readFile(path.join(dir, 'sales.csv'), 'utf8');
    expect(sales.split('\r\n')[0]).toMatch(/^payment_id,created_at,kind,status,amount_cents/);
    expect(sales.trim().split('\r\n')).toHaveLength(4);

    const checked = await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir });
    expect(checked.stdout).toContain(`draws/${game.instanceId}.json: OK`);
    const drawn = await verify(path.join(dir, 'draws', `${game.instanceId}.json`));
    expect(drawn.stdout).toContain('OK');
    expect(drawn.code).toBe(0);

    await appendFile(path.join(dir, 'payouts.csv'), 'changed afterwards\r\n');
    await expect(run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir })).rejects.toMatchObject({
      stdout: expect.stringContaining('payouts.csv: FAILED'),
    });
  }, 120_000);

  it('refuses a season that is neither a year nor two dates', () => {
    expect(() => parseSeason('last year')).toThrow(/A season is a year/);
    expect(parseSeason('2026-04-01..2027-03-31').until.toISOString()).toBe(
      '2027-04-01T00:00:00.000Z',
    );
  });
});
