import { GameType } from '../game-type';
import { DrawInputError } from './draw-input-error';
import { entriesHash } from './entries-hash';
import type { EntryList } from './entry-list';
import { fiftyFiftyPrize, goldRushPrize } from './prize';
import type { FiftyFiftyPrize, GoldRushPrize } from './prize';
import { seedBytes, verifyCommitment } from './seed-commitment';
import { winningNumber } from './winning-number';

type DrawInputBase = {
  instanceId: string;
  /** The revealed seed, 64 lowercase hex digits. */
  seed: string;
  /** When given, the seed must match it (a guard against drawing with the wrong seed). */
  commitment?: string;
  /** The game's number range is 1..rangeMax. */
  rangeMax: number;
  /** The closed list of paid entries of the instance. */
  entries: EntryList;
  winnerSharePercent: number;
};

export type GoldRushDrawInput = DrawInputBase & {
  gameType: typeof GameType.GoldRush;
  ticketPriceCents: number;
  /** Accumulated jackpot from earlier rollovers. */
  jackpotCents: number;
};

export type FiftyFiftyDrawInput = DrawInputBase & {
  gameType: typeof GameType.ProgressiveFiftyFifty;
  potTotalCents: number;
};

export type DrawInput = GoldRushDrawInput | FiftyFiftyDrawInput;

/** PaidWinner: the number was paid; Rollover: GoldRush, not paid; NoEntries: 50/50, nobody. */
export type DrawOutcome = 'PaidWinner' | 'Rollover' | 'NoEntries';

type DrawResultBase = {
  instanceId: string;
  entriesHash: string;
  entriesCount: number;
  isPaidWinner: boolean;
  outcome: DrawOutcome;
};

export type GoldRushDrawResult = DrawResultBase & {
  gameType: typeof GameType.GoldRush;
  winningNumber: number;
  prize: GoldRushPrize;
};

export type FiftyFiftyDrawResult = DrawResultBase & {
  gameType: typeof GameType.ProgressiveFiftyFifty;
  /** null when there were no entries. */
  winningNumber: number | null;
  prize: FiftyFiftyPrize;
};

export type DrawResult = GoldRushDrawResult | FiftyFiftyDrawResult;

/** Draws one instance: entries hash, winning number, winner or rollover, and the prize. */
export function runDraw(input: GoldRushDrawInput): GoldRushDrawResult;
export function runDraw(input: FiftyFiftyDrawInput): FiftyFiftyDrawResult;
export function runDraw(input: DrawInput): DrawResult;
export function runDraw(input: DrawInput): DrawResult {
  seedBytes(input.seed);
  if (input.commitment !== undefined && !verifyCommitment(input.seed, input.commitment)) {
    throw new DrawInputError('The seed does not match the published commitment');
  }
  const hash = entriesHash(input.entries);
  const number = winningNumber({ ...input, entriesHash: hash });
  const base = {
    instanceId: input.instanceId,
    entriesHash: hash,
    entriesCount: input.entries.length,
  };

  if (input.gameType === GameType.GoldRush) {
    if (number === null) throw new Error('A GoldRush draw always yields a number');
    const isPaidWinner = input.entries.includes(number);
    const prize = goldRushPrize({
      paidEntries: input.entries.length,
      ticketPriceCents: input.ticketPriceCents,
      winnerSharePercent: input.winnerSharePercent,
      jackpotCents: input.jackpotCents,
      isPaidWinner,
    });
    const outcome = isPaidWinner ? 'PaidWinner' : 'Rollover';
    return {
      ...base,
      gameType: input.gameType,
      winningNumber: number,
      isPaidWinner,
      outcome,
      prize,
    };
  }

  const prize = fiftyFiftyPrize(input);
  if (number === null) {
    if (input.potTotalCents !== 0) {
      throw new DrawInputError('A draw without entries must have a PotTotal of 0');
    }
    return {
      ...base,
      gameType: input.gameType,
      winningNumber: null,
      isPaidWinner: false,
      outcome: 'NoEntries',
      prize,
    };
  }
  return {
    ...base,
    gameType: input.gameType,
    winningNumber: number,
    isPaidWinner: true,
    outcome: 'PaidWinner',
    prize,
  };
}
