import { GameType } from '../game-type';
import { deriveIndex } from './draw-stream';
import { DrawInputError } from './draw-input-error';
import type { EntryList } from './entry-list';

export type WinningNumberInput = {
  gameType: GameType;
  instanceId: string;
  seed: string;
  /** The game's number range is 1..rangeMax; every entry must lie in it. */
  rangeMax: number;
  entries: EntryList;
  /** The entries hash of `entries` (computed once by the caller). */
  entriesHash: string;
};

/**
 * The game rule on top of deriveIndex:
 * - GoldRush: 1 + deriveIndex(..., rangeMax), over the whole range 1..rangeMax, paid or not.
 * - ProgressiveFiftyFifty: entries[deriveIndex(..., entries.length)], a paid number;
 *   null when there are no entries.
 */
export function winningNumber(input: WinningNumberInput): number | null {
  const { gameType, instanceId, seed, rangeMax, entries, entriesHash } = input;
  if (!Number.isSafeInteger(rangeMax) || rangeMax < 1) {
    throw new DrawInputError(`The number range 1..${rangeMax} is not a positive range`);
  }
  if (entries.maxTicketNumber > rangeMax) {
    throw new DrawInputError(
      `Entry ${entries.maxTicketNumber} is outside the range 1..${rangeMax}`,
    );
  }
  switch (gameType) {
    case GameType.GoldRush:
      return 1 + deriveIndex(seed, instanceId, entriesHash, rangeMax);
    case GameType.ProgressiveFiftyFifty:
      if (entries.length === 0) return null;
      return entries.ticketNumberAt(deriveIndex(seed, instanceId, entriesHash, entries.length));
    default:
      throw new DrawInputError(`Unknown game type ${String(gameType)}`);
  }
}
