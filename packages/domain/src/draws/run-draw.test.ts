import { describe, expect, it } from 'vitest';
import { GameType } from '../game-type';
import { DrawInputError } from './draw-input-error';
import { EntryList } from './entry-list';
import { runDraw } from './run-draw';
import type { FiftyFiftyDrawInput, GoldRushDrawInput } from './run-draw';
import { commitToSeed } from './seed-commitment';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const INSTANCE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const SIX = EntryList.fromTicketNumbers([3, 7, 12, 25, 42, 99]);
const SIX_HASH = '0b8f0a7dbc7d8077cc4b33dd24eeeb82a831474b7f06f9712fa7bab4d975efa3';
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const goldRush = (overrides: Partial<GoldRushDrawInput> = {}): GoldRushDrawInput => ({
  gameType: GameType.GoldRush,
  instanceId: INSTANCE,
  seed: SEED,
  rangeMax: 100,
  entries: SIX,
  winnerSharePercent: 50,
  ticketPriceCents: 500,
  jackpotCents: 12_345,
  ...overrides,
});

const fiftyFifty = (overrides: Partial<FiftyFiftyDrawInput> = {}): FiftyFiftyDrawInput => ({
  gameType: GameType.ProgressiveFiftyFifty,
  instanceId: INSTANCE,
  seed: SEED,
  rangeMax: 100,
  entries: SIX,
  winnerSharePercent: 50,
  potTotalCents: 3001,
  ...overrides,
});

describe('runDraw: GoldRush', () => {
  it('an unpaid winning number rolls over (known answer)', () => {
    expect(runDraw(goldRush())).toEqual({
      gameType: GameType.GoldRush,
      instanceId: INSTANCE,
      entriesHash: SIX_HASH,
      entriesCount: 6,
      winningNumber: 51,
      isPaidWinner: false,
      outcome: 'Rollover',
      prize: {
        salesCents: 3000,
        poolCents: 1500,
        jackpotCents: 12_345,
        prizeCents: 0,
        rolloverCents: 13_845,
        charityCents: 1500,
      },
    });
  });

  it('a paid winning number wins pool plus jackpot (known answer)', () => {
    const result = runDraw(
      goldRush({
        instanceId: 'gold-1',
        rangeMax: 20,
        entries: EntryList.fromTicketNumbers([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]),
        winnerSharePercent: 40,
        ticketPriceCents: 250,
        jackpotCents: 777,
      }),
    );
    expect(result).toMatchObject({ winningNumber: 6, isPaidWinner: true, outcome: 'PaidWinner' });
    expect(result.prize).toEqual({
      salesCents: 2500,
      poolCents: 1000,
      jackpotCents: 777,
      prizeCents: 1777,
      rolloverCents: 0,
      charityCents: 1500,
    });
  });

  it('draws from the whole range, paid or not', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const { winningNumber } = runDraw(
        goldRush({
          instanceId: `range-${i}`,
          rangeMax: 10,
          entries: EntryList.fromTicketNumbers([3, 7]),
        }),
      );
      expect(winningNumber).toBeGreaterThanOrEqual(1);
      expect(winningNumber).toBeLessThanOrEqual(10);
      seen.add(winningNumber);
    }
    expect(seen.size).toBe(10); // the unpaid numbers are drawn too, not only 3 and 7
  });

  it('with every number paid there is always a paid winner', () => {
    const all = EntryList.fromTicketNumbers([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 0; i < 50; i++) {
      const result = runDraw(goldRush({ instanceId: `all-${i}`, rangeMax: 10, entries: all }));
      expect(result.isPaidWinner).toBe(true);
    }
  });

  it('no entries: the number is still drawn and the jackpot rolls over', () => {
    const result = runDraw(goldRush({ rangeMax: 1000, entries: EntryList.fromTicketNumbers([]) }));
    expect(result).toMatchObject({
      entriesHash: EMPTY_HASH,
      winningNumber: 23,
      outcome: 'Rollover',
    });
    expect(result.prize).toMatchObject({ salesCents: 0, rolloverCents: 12_345, charityCents: 0 });
  });
});

describe('runDraw: ProgressiveFiftyFifty', () => {
  it('draws among the paid numbers and splits PotTotal (known answer)', () => {
    expect(runDraw(fiftyFifty())).toEqual({
      gameType: GameType.ProgressiveFiftyFifty,
      instanceId: INSTANCE,
      entriesHash: SIX_HASH,
      entriesCount: 6,
      winningNumber: 3,
      isPaidWinner: true,
      outcome: 'PaidWinner',
      prize: { potTotalCents: 3001, prizeCents: 1500, charityCents: 1501 },
    });
  });

  it('always has a paid winner when there is at least one entry', () => {
    for (let i = 0; i < 200; i++) {
      const result = runDraw(fiftyFifty({ instanceId: `fifty-${i}` }));
      expect(result.isPaidWinner).toBe(true);
      expect(SIX.includes(result.winningNumber!)).toBe(true);
    }
    const single = EntryList.fromTicketNumbers([77]);
    expect(runDraw(fiftyFifty({ entries: single })).winningNumber).toBe(77);
  });

  it('no entries: a clear NoEntries result without a winner', () => {
    const result = runDraw(
      fiftyFifty({ entries: EntryList.fromTicketNumbers([]), potTotalCents: 0 }),
    );
    expect(result).toEqual({
      gameType: GameType.ProgressiveFiftyFifty,
      instanceId: INSTANCE,
      entriesHash: EMPTY_HASH,
      entriesCount: 0,
      winningNumber: null,
      isPaidWinner: false,
      outcome: 'NoEntries',
      prize: { potTotalCents: 0, prizeCents: 0, charityCents: 0 },
    });
  });

  it('refuses a pot without entries', () => {
    expect(() =>
      runDraw(fiftyFifty({ entries: EntryList.fromTicketNumbers([]), potTotalCents: 10 })),
    ).toThrow(DrawInputError);
  });
});

describe('runDraw: input checks', () => {
  it('accepts the matching commitment and refuses another', () => {
    expect(runDraw(goldRush({ commitment: commitToSeed(SEED) })).winningNumber).toBe(51);
    expect(() => runDraw(goldRush({ commitment: commitToSeed('0'.repeat(64)) }))).toThrow(
      /does not match the published commitment/,
    );
  });

  it('refuses a bad seed, a bad range and entries outside the range', () => {
    expect(() => runDraw(goldRush({ seed: 'abc' }))).toThrow(DrawInputError);
    expect(() => runDraw(goldRush({ rangeMax: 0 }))).toThrow(DrawInputError);
    expect(() => runDraw(goldRush({ rangeMax: 98 }))).toThrow(/outside the range 1..98/);
    expect(() => runDraw(fiftyFifty({ rangeMax: 50 }))).toThrow(/outside the range/);
    expect(() => runDraw(goldRush({ ticketPriceCents: -1 }))).toThrow(DrawInputError);
    expect(() => runDraw(fiftyFifty({ winnerSharePercent: 101 }))).toThrow(DrawInputError);
  });

  it('refuses an unknown game type', () => {
    const input = { ...goldRush(), gameType: 3 } as unknown as GoldRushDrawInput;
    expect(() => runDraw(input)).toThrow(/Unknown game type 3/);
  });
});
