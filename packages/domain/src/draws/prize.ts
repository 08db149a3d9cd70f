import { DrawInputError } from './draw-input-error';

/*
 * Prize arithmetic, in integer cents only. A share is a whole percent 0..100 and is rounded
 * DOWN to the cent: the odd cent (any remainder) always goes to the charity. Products are
 * taken in BigInt, and every result must stay a safe integer.
 */

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DrawInputError(`${name} must be a non-negative whole number of cents, not ${value}`);
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DrawInputError(`${name} must be a non-negative integer, not ${value}`);
  }
}

function assertPercent(value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new DrawInputError(`A winner share is a whole percent from 0 to 100, not ${value}`);
  }
}

function toSafe(name: string, value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new DrawInputError(`${name} is too large: ${value} cents`);
  }
  return Number(value);
}

/** floor(amountCents × percent / 100): the winner's part; amountCents − it is the charity's. */
export function shareOf(amountCents: number, percent: number): number {
  assertCents('The amount', amountCents);
  assertPercent(percent);
  return Number((BigInt(amountCents) * BigInt(percent)) / 100n);
}

export type GoldRushPrizeInput = {
  /** Paid entries of the instance. */
  paidEntries: number;
  ticketPriceCents: number;
  winnerSharePercent: number;
  /** Accumulated jackpot carried over from previous rollovers. */
  jackpotCents: number;
  /** Was the winning number paid for the instance? */
  isPaidWinner: boolean;
  /**
   * What the paid entries were actually sold for, when it is not entries × price (numbers
   * sold in bundles, issue 16). Absent: paidEntries × ticketPriceCents.
   */
  salesCents?: number;
};

/**
 * Always: prizeCents + rolloverCents + charityCents = salesCents + jackpotCents,
 * and one of prizeCents, rolloverCents is 0.
 */
export type GoldRushPrize = {
  salesCents: number;
  /** floor(sales × share / 100): this instance's part of the prize. */
  poolCents: number;
  jackpotCents: number;
  /** Paid to the winner: pool + jackpot, or 0 on a rollover. */
  prizeCents: number;
  /** Carried into the next instance's jackpot: pool + jackpot, or 0 when won. */
  rolloverCents: number;
  /** sales − pool, including the odd cent. */
  charityCents: number;
};

export function goldRushPrize(input: GoldRushPrizeInput): GoldRushPrize {
  assertCount('Paid entries', input.paidEntries);
  assertCents('The ticket price', input.ticketPriceCents);
  assertCents('The jackpot', input.jackpotCents);
  assertPercent(input.winnerSharePercent);
  if (input.salesCents !== undefined) assertCents('Sales', input.salesCents);
  const sales =
    input.salesCents !== undefined
      ? BigInt(input.salesCents)
      : BigInt(input.paidEntries) * BigInt(input.ticketPriceCents);
  const pool = (sales * BigInt(input.winnerSharePercent)) / 100n;
  const payable = toSafe('The prize', pool + BigInt(input.jackpotCents));
  return {
    salesCents: toSafe('Sales', sales),
    poolCents: Number(pool),
    jackpotCents: input.jackpotCents,
    prizeCents: input.isPaidWinner ? payable : 0,
    rolloverCents: input.isPaidWinner ? 0 : payable,
    charityCents: Number(sales - pool),
  };
}

export type FiftyFiftyPrizeInput = {
  potTotalCents: number;
  winnerSharePercent: number;
  /**
   * Part of the pot carried in as prize money (an earlier draw's unclaimed prize, issue 27):
   * it goes to the winner whole, not shared with the charity. Absent: 0.
   */
  carriedCents?: number;
};

/** Always: prizeCents + charityCents = potTotalCents; the carried amount is all prize. */
export type FiftyFiftyPrize = {
  potTotalCents: number;
  /** floor(PotTotal × share / 100). */
  prizeCents: number;
  /** PotTotal − prize, including the odd cent. */
  charityCents: number;
};

export function fiftyFiftyPrize(input: FiftyFiftyPrizeInput): FiftyFiftyPrize {
  const carried = input.carriedCents ?? 0;
  assertCents('The carried amount', carried);
  if (carried > 0 && carried > input.potTotalCents) {
    throw new DrawInputError(`The carried amount ${carried} exceeds the pot`);
  }
  const prizeCents = shareOf(input.potTotalCents - carried, input.winnerSharePercent) + carried;
  return {
    potTotalCents: input.potTotalCents,
    prizeCents,
    charityCents: input.potTotalCents - prizeCents,
  };
}
