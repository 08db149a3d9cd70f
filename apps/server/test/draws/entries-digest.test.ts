import { entriesHash } from '@charity/domain/draws/entries-hash';
import { EntryList } from '@charity/domain/draws/entry-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestPaidEntries, paidEntryAt, paidEntryBatches } from '../../src/draws/paid-entries';
import type { TestApp } from '../helpers/test-app';
import { buildDrawApp, payEntries, prepareGame, type GameUnderTest } from './draw-fixtures';

let t: TestApp;
let game: GameUnderTest;
// Numbers whose encodings differ in the low three bytes, across several batches.
const paid = [1, 2, 255, 256, 65_535, 65_536, 9_999_999, 10_000_000];
beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'fiftyfifty', { range: 10_000_000, manualDraw: true });
  await payEntries(t, game, paid);
});
afterAll(() => t.close());

describe('the draw digest of the paid entries', () => {
  it('is the domain entries hash (what the verification CLI recomputes), whatever the batch size', async () => {
    const expected = entriesHash(EntryList.fromTicketNumbers(paid));
    for (const batch of [1, 2, 4, 1_048_576]) {
      const digest = await digestPaidEntries(t.database.db, game.instanceId, batch);
      expect(digest).toMatchObject({
        hash: expected,
        count: paid.length,
        lastTicket: 10_000_000,
      });
      for (const [index, ticket] of paid.entries()) {
        expect(await paidEntryAt(t.database.db, game.instanceId, index, digest.marks)).toBe(ticket);
      }
    }
  });

  it('streams the same list as the published entries', async () => {
    const streamed: number[] = [];
    for await (const numbers of paidEntryBatches(t.database.db, game.instanceId, 4)) {
      streamed.push(...numbers);
    }
    expect(streamed).toEqual(paid);
  });

  it('hashes an instance without entries as SHA-256 of nothing', async () => {
    const empty = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
    const digest = await digestPaidEntries(t.database.db, empty.instanceId);
    expect(digest.hash).toBe(entriesHash(EntryList.fromTicketNumbers([])));
    expect(digest.count).toBe(0);
  });
});
