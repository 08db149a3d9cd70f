import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { redrawSchema } from '@charity/domain/api/redraws';
import { deriveIndex } from '@charity/domain/draws/draw-stream';
import { entriesHash } from '@charity/domain/draws/entries-hash';
import { EntryList } from '@charity/domain/draws/entry-list';
import { commitToSeed } from '@charity/domain/draws/seed-commitment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawAmongEntries, snapshotOf } from '../../src/draws/draw-among-entries';
import type { TestApp } from '../helpers/test-app';
import type { TestPlayer } from '../identity/fixtures';
import {
  buildDrawApp,
  payEntries,
  prepareGame,
  runManualDraw,
  setSeed,
  type GameUnderTest,
} from './draw-fixtures';
import { staffHeaders } from './money-draw-fixtures';
import { verify } from './run-verify-cli';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function selfExclude(game: GameUnderTest, player: { id: string }) {
  await t.database.db
    .insertInto('self_exclusions')
    .values({
      organization_id: game.organizationId,
      player_id: player.id,
      period: 'SixMonths',
      starts_at: new Date(Date.now() - 60_000),
      ends_at: new Date(Date.now() + 180 * 86_400_000),
    })
    .execute();
}

const published = async (id: string) =>
  publishedDrawRecordSchema.parse(
    (await t.app.inject({ url: `/api/draw/published/${id}` })).json(),
  );

/** A seed whose draw among `entries` picks `wanted` (what the redraw drew before the fix). */
function seedPicking(drawId: string, entries: number[], wanted: number) {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    if (drawAmongEntries(seed, drawId, snapshotOf(entries)).winningNumber === wanted) return seed;
  }
}

describe('a redraw for a self-excluded winner', () => {
  it('never draws the same player through another of their entries, and says so publicly', async () => {
    const game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
    const manager = await staffHeaders(t, 'fiftyfifty', 'manager');
    const holders = new Map<number, TestPlayer>();
    for (const pair of [
      [4, 9],
      [16, 25],
      [36, 49],
    ]) {
      const player = await payEntries(t, game, pair);
      for (const n of pair) holders.set(n, player);
    }
    const main = await runManualDraw(t, manager, game.organizationId, game.instanceId);
    const won = Number(main.WinningNumber);
    const winner = holders.get(won);
    if (!winner) throw new Error('no holder');
    const sibling = [...holders].find(([n, p]) => p === winner && n !== won)?.[0] ?? 0;
    await selfExclude(game, winner);

    // Staff name only the winning number, as the defect report did.
    const committed = await t.app.inject({
      method: 'POST',
      url: '/api/draw/redraw',
      headers: manager,
      payload: {
        OrganizationId: game.organizationId,
        DrawId: game.instanceId,
        Reason: 'SelfExcluded',
        ExcludedEntries: [won],
      },
    });
    expect(committed.statusCode, committed.body).toBe(200);
    const redraw = redrawSchema.parse(committed.json());
    // The committed seed is one that picks the winner's other entry from the list less `won`.
    const before = [...holders.keys()].filter((n) => n !== won).sort((a, b) => a - b);
    const seed = seedPicking(redraw.Id, before, sibling);
    await t.database.db
      .updateTable('redraws')
      .set({ secret_seed: seed, commitment: commitToSeed(seed) })
      .where('id', '=', redraw.Id)
      .execute();

    const run = await t.app.inject({
      method: 'POST',
      url: '/api/draw/redraw/run',
      headers: manager,
      payload: { OrganizationId: game.organizationId, RedrawId: redraw.Id },
    });
    expect(run.statusCode, run.body).toBe(200);
    const drawn = redrawSchema.parse(run.json());
    const newNumber = Number(drawn.Result?.WinningNumber);
    expect(holders.get(newNumber)).not.toBe(winner);
    expect(drawn.Result?.EntriesCount).toBe(4);
    const row = await t.database.db
      .selectFrom('redraws')
      .select('winner_player_id')
      .where('id', '=', redraw.Id)
      .executeTakeFirstOrThrow();
    expect(row.winner_player_id).not.toBe(winner.id);

    const record = await published(redraw.Id);
    expect(record.leftOut).toEqual([{ entry: sibling, reason: 'SelfExcluded' }]);
    expect(JSON.stringify(record)).not.toContain(winner.id);
    const entries = (await t.app.inject({ url: record.entriesUrl ?? '' })).body;
    expect(entries.split('\n').filter(Boolean).map(Number)).not.toContain(sibling);

    const cli = await verify(`${origin}/api/draw/published/${redraw.Id}`);
    expect(cli.stdout).toContain(`OK 1 entry left out as ineligible: ${sibling} (SelfExcluded)`);
    expect(cli.stdout).toContain(`OK winning number ${newNumber} over 4 entries`);
    expect(cli.code).toBe(0);

    // A record that puts the left-out entry back (or hides that it left it out) fails.
    const dir = await mkdtemp(path.join(tmpdir(), 'eligibility-'));
    const withSibling = [...entries.split('\n').filter(Boolean).map(Number), sibling].sort(
      (a, b) => a - b,
    );
    const tampered = {
      ...record,
      entriesText: withSibling.join('\n'),
      entriesUrl: null,
      redrawOf: {
        ...record.redrawOf,
        baseEntriesUrl: `${origin}/api/draw/published/${game.instanceId}/entries.txt`,
      },
    };
    await writeFile(`${dir}/tampered.json`, JSON.stringify(tampered));
    const bad = await verify(`${dir}/tampered.json`);
    expect(bad.stdout).toContain('FAIL LeftOutMismatch');
    expect(bad.code).toBe(1);
    const hidden = { ...tampered, entriesText: entries, leftOut: [] };
    await writeFile(`${dir}/hidden.json`, JSON.stringify(hidden));
    const hiddenCli = await verify(`${dir}/hidden.json`);
    expect(hiddenCli.stdout).toContain('FAIL ExclusionMismatch');
    expect(hiddenCli.code).toBe(1);
  }, 180_000);
});

describe('a main draw after a self-exclusion', () => {
  it('leaves out every entry of the excluded player: their number wins nothing', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
    const admin = await staffHeaders(t, 'goldrush', 'manager');
    const excluded = await payEntries(t, game, [3, 7]);
    await payEntries(t, game, [5]);
    await selfExclude(game, excluded);
    // A seed whose number, over the eligible list [5], is one of the excluded player's.
    const hash = entriesHash(EntryList.fromTicketNumbers([5]));
    let seed = '';
    let number = 0;
    while (![3, 7].includes(number)) {
      seed = randomBytes(32).toString('hex');
      number = 1 + deriveIndex(seed, game.instanceId, hash, 10);
    }
    await setSeed(t, game.instanceId, seed);

    const result = await runManualDraw(t, admin, game.organizationId, game.instanceId);
    expect(result.WinningNumber).toBe(number);
    expect(result.WinnerDisplayName ?? null).toBeNull();
    const draw = await t.database.db
      .selectFrom('draws')
      .select(['outcome', 'winner_player_id', 'entries_count'])
      .where('game_instance_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    expect(draw).toMatchObject({ outcome: 'Rollover', winner_player_id: null, entries_count: 1 });

    const record = await published(game.instanceId);
    expect(record.leftOut).toEqual([
      { entry: 3, reason: 'SelfExcluded' },
      { entry: 7, reason: 'SelfExcluded' },
    ]);
    const text = (await t.app.inject({ url: record.entriesUrl ?? '' })).body;
    expect(text).toBe('5\n');
    const cli = await verify(`${origin}/api/draw/published/${game.instanceId}`);
    expect(cli.stdout).toContain(
      'OK 2 entries left out as ineligible: 3 (SelfExcluded), 7 (SelfExcluded)',
    );
    expect(cli.stdout).toContain(`OK winning number ${number} over 1 entries`);
    expect(cli.code).toBe(0);
  }, 180_000);
});
