import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { serializeEntriesText } from '@charity/domain/draws/entries-text';
import { EntryList } from '@charity/domain/draws/entry-list';
import { runDraw } from '@charity/domain/draws/run-draw';
import { commitToSeed } from '@charity/domain/draws/seed-commitment';
import { GameType } from '@charity/domain/game-type';

export const FIXTURE_INSTANCE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** A published GoldRush record and its entries text, from a real draw (tests only). */
export function publishedFixture(tickets = [3, 7, 12, 25, 42, 99]) {
  const entries = EntryList.fromTicketNumbers(tickets);
  const result = runDraw({
    instanceId: FIXTURE_INSTANCE,
    seed: SEED,
    rangeMax: 100,
    entries,
    winnerSharePercent: 50,
    gameType: GameType.GoldRush,
    ticketPriceCents: 500,
    jackpotCents: 0,
  });
  const record: PublishedDrawRecord = {
    instanceId: FIXTURE_INSTANCE,
    instanceName: 'Week 12',
    gameType: GameType.GoldRush,
    rangeMax: 100,
    status: 'Drawn',
    drawn: true,
    commitment: commitToSeed(SEED),
    seed: SEED,
    entriesHash: result.entriesHash,
    entriesCount: entries.length,
    entriesUrl: `/api/draw/published/${FIXTURE_INSTANCE}/entries.txt`,
    winningNumber: result.winningNumber,
    drawnAt: '2026-03-20T18:00:00.000Z',
  };
  return { record, entriesText: serializeEntriesText(entries) };
}
