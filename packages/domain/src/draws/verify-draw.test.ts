import { describe, expect, it } from 'vitest';
import { GameType } from '../game-type';
import { serializeEntriesText } from './entries-text';
import { EntryList } from './entry-list';
import type { PublishedDraw } from './published-draw';
import { runDraw } from './run-draw';
import { commitToSeed } from './seed-commitment';
import { verifyDraw } from './verify-draw';
import type { VerificationFailureCode } from './verify-draw';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const OTHER_SEED = 'ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const INSTANCE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const TICKETS = [3, 7, 12, 25, 42, 99];

/** A record as the server would publish it, from a real draw. */
function published(gameType: GameType, tickets = TICKETS): PublishedDraw {
  const entries = EntryList.fromTicketNumbers(tickets);
  const common = {
    instanceId: INSTANCE,
    seed: SEED,
    rangeMax: 100,
    entries,
    winnerSharePercent: 50,
  };
  const result =
    gameType === GameType.GoldRush
      ? runDraw({ ...common, gameType, ticketPriceCents: 500, jackpotCents: 0 })
      : runDraw({ ...common, gameType, potTotalCents: 500 * tickets.length });
  return {
    instanceId: INSTANCE,
    gameType,
    rangeMax: 100,
    commitment: commitToSeed(SEED),
    seed: SEED,
    entriesHash: result.entriesHash,
    entries: entries.toEntries(),
    winningNumber: result.winningNumber,
  };
}

const codes = (record: unknown): VerificationFailureCode[] =>
  verifyDraw(record).failures.map((failure) => failure.code);

describe('verifyDraw', () => {
  it.each([GameType.GoldRush, GameType.ProgressiveFiftyFifty])(
    'an honest record of game type %i checks out',
    (gameType) => {
      const record = published(gameType);
      const verification = verifyDraw(record);
      expect(verification).toEqual({
        ok: true,
        failures: [],
        recomputed: {
          commitment: record.commitment,
          entriesHash: record.entriesHash,
          winningNumber: record.winningNumber,
          entriesCount: 6,
        },
      });
    },
  );

  it('accepts the entries as the downloadable text instead', () => {
    const { entries, ...rest } = published(GameType.GoldRush);
    const entriesText = serializeEntriesText(EntryList.fromEntries(entries ?? []));
    expect(verifyDraw({ ...rest, entriesText }).ok).toBe(true);
  });

  it('a 50/50 draw without entries verifies with a null winning number', () => {
    const record = published(GameType.ProgressiveFiftyFifty, []);
    expect(record.winningNumber).toBeNull();
    expect(verifyDraw(record).ok).toBe(true);
    expect(codes({ ...record, winningNumber: 1 })).toEqual(['WinningNumberMismatch']);
  });

  it('a tampered seed fails the commitment and moves the winning number', () => {
    const record = published(GameType.GoldRush);
    expect(codes({ ...record, seed: OTHER_SEED })).toEqual([
      'CommitmentMismatch',
      'WinningNumberMismatch',
    ]);
  });

  it('a tampered commitment fails', () => {
    const record = published(GameType.GoldRush);
    expect(codes({ ...record, commitment: commitToSeed(OTHER_SEED) })).toEqual([
      'CommitmentMismatch',
    ]);
  });

  it('a replaced seed with a recomputed commitment still fails: the winning number moves', () => {
    // (and its commitment differs from the one published when the instance opened)
    const record = published(GameType.GoldRush);
    const forged = { ...record, seed: OTHER_SEED, commitment: commitToSeed(OTHER_SEED) };
    expect(codes(forged)).toEqual(['WinningNumberMismatch']);
  });

  it('a tampered entry list fails the entries hash', () => {
    const record = published(GameType.GoldRush);
    const swapped = [...TICKETS.slice(0, 5), 98].map((ticketNumber) => ({ ticketNumber }));
    expect(codes({ ...record, entries: swapped })).toContain('EntriesHashMismatch');
    const added = [...TICKETS, 100].map((ticketNumber) => ({ ticketNumber }));
    expect(codes({ ...record, entries: added })).toContain('EntriesHashMismatch');
    const text = serializeEntriesText(EntryList.fromTicketNumbers(TICKETS.slice(1)));
    const { entries: _entries, ...rest } = record;
    expect(codes({ ...rest, entriesText: text })).toContain('EntriesHashMismatch');
  });

  it('a tampered entries hash alone fails', () => {
    const record = published(GameType.GoldRush);
    expect(codes({ ...record, entriesHash: 'a'.repeat(64) })).toEqual(['EntriesHashMismatch']);
  });

  it('a tampered winning number fails', () => {
    const record = published(GameType.GoldRush);
    const winningNumber = (record.winningNumber ?? 0) + 1;
    const verification = verifyDraw({ ...record, winningNumber });
    expect(verification.failures).toEqual([
      {
        code: 'WinningNumberMismatch',
        message: `The winning number recomputes to ${record.winningNumber}, not the published ${winningNumber}`,
      },
    ]);
  });

  it('entries that are unsorted, duplicated or out of range are invalid', () => {
    const record = published(GameType.ProgressiveFiftyFifty);
    const entries = (tickets: number[]) => tickets.map((ticketNumber) => ({ ticketNumber }));
    expect(codes({ ...record, entries: entries([7, 3]) })).toEqual(['InvalidEntries']);
    expect(codes({ ...record, entries: entries([3, 3]) })).toEqual(['InvalidEntries']);
    expect(codes({ ...record, entries: entries([3, 101]) })).toContain('InvalidEntries');
    const { entries: _entries, ...rest } = record;
    expect(codes({ ...rest, entriesText: '3\n7\n7\n' })).toEqual(['InvalidEntries']);
  });

  it.each<[string, unknown]>([
    ['not an object', 'hello'],
    ['null', null],
    ['no entries at all', { ...published(GameType.GoldRush), entries: undefined }],
    ['both entries and text', { ...published(GameType.GoldRush), entriesText: '3\n' }],
    ['an unknown game type', { ...published(GameType.GoldRush), gameType: 3 }],
    ['an uppercase seed', { ...published(GameType.GoldRush), seed: SEED.toUpperCase() }],
    ['a short commitment', { ...published(GameType.GoldRush), commitment: 'abc' }],
    [
      'a personal field on an entry',
      { ...published(GameType.GoldRush), entries: [{ ticketNumber: 3, name: 'Ann' }] },
    ],
    ['a zero range', { ...published(GameType.GoldRush), rangeMax: 0 }],
  ])('reports an invalid record: %s', (_, record) => {
    const verification = verifyDraw(record);
    expect(verification.ok).toBe(false);
    expect(verification.failures.length).toBeGreaterThan(0);
    expect(new Set(verification.failures.map((f) => f.code))).toEqual(new Set(['InvalidRecord']));
  });
});
