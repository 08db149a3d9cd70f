import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { adminHeaders, buildDrawApp, payEntries, prepareGame } from './draw-fixtures';
import { verify } from './run-verify-cli';

let t: TestApp;
let origin: string;
let instanceId: string;
let dir: string;
beforeAll(async () => {
  t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'verify-draw-'));
  const game = await prepareGame(t, 'goldrush', { range: 50, manualDraw: true });
  instanceId = game.instanceId;
  await payEntries(t, game, [3, 14, 15, 42]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/draw/manual/run',
    headers: await adminHeaders(t, 'goldrush'),
    payload: { OrganizationId: game.organizationId, GameInstanceId: instanceId },
  });
  expect(response.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run verify-draw', () => {
  it('recomputes a draw from the published URL (fetching entries.txt)', async () => {
    const result = await verify(`${origin}/api/draw/published/${instanceId}`);
    expect(result.stdout).toMatch(/^OK winning number \d+ over 4 entries/);
    expect(result.code).toBe(0);
  }, 30_000);

  it('fails a tampered entry list or seed from a file', async () => {
    const record = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${instanceId}` })).json(),
    );
    const good = path.join(dir, 'good.json');
    await writeFile(good, JSON.stringify({ ...record, entriesText: '3\n14\n15\n42\n' }));
    const tamperedEntries = path.join(dir, 'entries.json');
    await writeFile(tamperedEntries, JSON.stringify({ ...record, entriesText: '3\n14\n15\n43\n' }));
    const seed = record.seed ?? '';
    const otherSeed = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    const tamperedSeed = path.join(dir, 'seed.json');
    await writeFile(
      tamperedSeed,
      JSON.stringify({ ...record, seed: otherSeed, entriesText: '3\n14\n15\n42\n' }),
    );
    const [ok, entries, seeded] = await Promise.all([
      verify(good),
      verify(tamperedEntries),
      verify(tamperedSeed),
    ]);
    expect(ok.code).toBe(0);
    expect(entries.code).toBe(1);
    expect(entries.stdout).toContain('FAIL EntriesHashMismatch');
    expect(seeded.code).toBe(1);
    expect(seeded.stdout).toContain('FAIL CommitmentMismatch');
  }, 30_000);
});
