import { describe, expect, it } from 'vitest';
import { DrawInputError } from './draw-input-error';
import { fiftyFiftyPrize, goldRushPrize, shareOf } from './prize';
import type { GoldRushPrizeInput } from './prize';

const goldRush = (overrides: Partial<GoldRushPrizeInput> = {}): GoldRushPrizeInput => ({
  paidEntries: 7,
  ticketPriceCents: 333,
  winnerSharePercent: 50,
  jackpotCents: 10_000,
  isPaidWinner: true,
  ...overrides,
});

describe('GoldRush prize', () => {
  it('a paid winner takes the share of sales plus the jackpot; the odd cent goes to charity', () => {
    // sales 7 × 333 = 2331; 50% = 1165.5 → pool 1165, charity 1166
    expect(goldRushPrize(goldRush())).toEqual({
      salesCents: 2331,
      poolCents: 1165,
      jackpotCents: 10_000,
      prizeCents: 11_165,
      rolloverCents: 0,
      charityCents: 1166,
    });
  });

  it('an unpaid winning number rolls pool and jackpot over into the next instance', () => {
    expect(goldRushPrize(goldRush({ isPaidWinner: false }))).toEqual({
      salesCents: 2331,
      poolCents: 1165,
      jackpotCents: 10_000,
      prizeCents: 0,
      rolloverCents: 11_165,
      charityCents: 1166,
    });
  });

  it('keeps every cent: prize + rollover + charity = sales + jackpot', () => {
    for (const share of [0, 1, 33, 50, 67, 99, 100]) {
      for (const isPaidWinner of [true, false]) {
        const p = goldRushPrize(goldRush({ winnerSharePercent: share, isPaidWinner }));
        expect(p.prizeCents + p.rolloverCents + p.charityCents).toBe(p.salesCents + p.jackpotCents);
      }
    }
  });

  it('no sales: the jackpot alone is won or rolled over', () => {
    const p = goldRushPrize(goldRush({ paidEntries: 0, isPaidWinner: false }));
    expect(p).toMatchObject({
      salesCents: 0,
      poolCents: 0,
      rolloverCents: 10_000,
      charityCents: 0,
    });
  });

  it('multiplies in BigInt where a float would lose cents', () => {
    // MAX_SAFE_INTEGER × 50 is above 2^53: floating point would round it
    const p = goldRushPrize(
      goldRush({ paidEntries: 1, ticketPriceCents: Number.MAX_SAFE_INTEGER, jackpotCents: 0 }),
    );
    expect(p.poolCents).toBe(4_503_599_627_370_495);
    expect(p.charityCents).toBe(4_503_599_627_370_496);
  });

  it('refuses totals past the safe integer range', () => {
    expect(() =>
      goldRushPrize(goldRush({ paidEntries: 2, ticketPriceCents: Number.MAX_SAFE_INTEGER })),
    ).toThrow(/too large/);
    expect(() =>
      goldRushPrize(
        goldRush({ paidEntries: 1, ticketPriceCents: 2 ** 52, jackpotCents: 2 ** 52 + 2 ** 51 }),
      ),
    ).toThrow(/too large/);
  });

  it.each<[string, Partial<GoldRushPrizeInput>]>([
    ['negative entries', { paidEntries: -1 }],
    ['fractional entries', { paidEntries: 1.5 }],
    ['negative price', { ticketPriceCents: -5 }],
    ['fractional price', { ticketPriceCents: 2.5 }],
    ['NaN jackpot', { jackpotCents: Number.NaN }],
    ['negative jackpot', { jackpotCents: -1 }],
    ['share above 100', { winnerSharePercent: 101 }],
    ['negative share', { winnerSharePercent: -1 }],
    ['fractional share', { winnerSharePercent: 50.5 }],
  ])('refuses %s', (_, overrides) => {
    expect(() => goldRushPrize(goldRush(overrides))).toThrow(DrawInputError);
  });
});

describe('ProgressiveFiftyFifty prize', () => {
  it("gives a carried-in unclaimed prize to the winner whole, never to the charity's share", () => {
    expect(
      fiftyFiftyPrize({ potTotalCents: 8001, winnerSharePercent: 50, carriedCents: 5000 }),
    ).toEqual({ potTotalCents: 8001, prizeCents: 6500, charityCents: 1501 });
    expect(() =>
      fiftyFiftyPrize({ potTotalCents: 100, winnerSharePercent: 50, carriedCents: 101 }),
    ).toThrow(DrawInputError);
  });

  it('floor(PotTotal × share / 100) to the winner; the charity gets the odd cent', () => {
    expect(fiftyFiftyPrize({ potTotalCents: 3001, winnerSharePercent: 50 })).toEqual({
      potTotalCents: 3001,
      prizeCents: 1500,
      charityCents: 1501,
    });
    expect(fiftyFiftyPrize({ potTotalCents: 1000, winnerSharePercent: 33 })).toEqual({
      potTotalCents: 1000,
      prizeCents: 330,
      charityCents: 670,
    });
    expect(fiftyFiftyPrize({ potTotalCents: 999, winnerSharePercent: 33 }).prizeCents).toBe(329);
  });

  it('handles 0%, 100% and an empty pot', () => {
    expect(fiftyFiftyPrize({ potTotalCents: 12_345, winnerSharePercent: 0 }).charityCents).toBe(
      12_345,
    );
    expect(fiftyFiftyPrize({ potTotalCents: 12_345, winnerSharePercent: 100 }).prizeCents).toBe(
      12_345,
    );
    expect(fiftyFiftyPrize({ potTotalCents: 0, winnerSharePercent: 50 })).toEqual({
      potTotalCents: 0,
      prizeCents: 0,
      charityCents: 0,
    });
  });

  it('refuses a negative or fractional pot and a share outside 0..100', () => {
    expect(() => fiftyFiftyPrize({ potTotalCents: -1, winnerSharePercent: 50 })).toThrow(
      DrawInputError,
    );
    expect(() => fiftyFiftyPrize({ potTotalCents: 10.5, winnerSharePercent: 50 })).toThrow(
      DrawInputError,
    );
    expect(() => fiftyFiftyPrize({ potTotalCents: 10, winnerSharePercent: 150 })).toThrow(
      DrawInputError,
    );
  });

  it('shareOf is exact for the largest pots', () => {
    expect(shareOf(Number.MAX_SAFE_INTEGER, 99)).toBe(
      Number((BigInt(Number.MAX_SAFE_INTEGER) * 99n) / 100n),
    );
  });
  it('takes the sales as sold when numbers went in bundles, not entries × price', () => {
    const prize = goldRushPrize({
      paidEntries: 3,
      ticketPriceCents: 200,
      winnerSharePercent: 50,
      jackpotCents: 0,
      isPaidWinner: true,
      salesCents: 500,
    });
    expect(prize).toMatchObject({ salesCents: 500, poolCents: 250, prizeCents: 250 });
    expect(prize.prizeCents + prize.charityCents).toBe(500);
  });
});
