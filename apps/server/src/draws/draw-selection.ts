import { deriveIndex } from '@charity/domain/draws/draw-stream';
import { DrawInputError } from '@charity/domain/draws/draw-input-error';
import { fiftyFiftyPrize, goldRushPrize } from '@charity/domain/draws/prize';
import { GameType } from '@charity/domain/game-type';
import type { Executor } from '../db/executor';
import type { DrawOutcome } from './draw-tables';
import { digestPaidEntries, paidEntryAt } from './paid-entries';

export interface SelectionInput {
  instanceId: string;
  gameType: number;
  rangeMax: number;
  seed: string;
  ticketPriceCents: number;
  winnerSharePercent: number;
  jackpotCents: number;
  potTotalCents: number;
  /** The instance's sales from the pot ledger (bundles make them differ from entries × price). */
  salesCents?: number;
  /** Paid entries the eligibility rule leaves out: not in the hash, never the winner. */
  leftOut?: readonly number[];
}

export interface Selection {
  entriesHash: string;
  entriesCount: number;
  winningNumber: number | null;
  winner: { playerId: string; displayName: string } | null;
  outcome: DrawOutcome;
  salesCents: number;
  prizeCents: number;
  rolloverCents: number;
  charityCents: number;
}

/** "First L.": the winner circle never shows more of a player's name. */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

async function holderOf(db: Executor, instanceId: string, ticketNumber: number) {
  const row = await db
    .selectFrom('instance_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.player_id')
    .select(['e.player_id', 'a.first_name', 'a.last_name'])
    .where('e.game_instance_id', '=', instanceId)
    .where('e.ticket_number', '=', ticketNumber)
    .where('e.paid', '=', true)
    .executeTakeFirst();
  return row
    ? { playerId: row.player_id, displayName: displayName(row.first_name, row.last_name) }
    : null;
}

/**
 * The domain's draw, fed from the database: the entries hash over the streamed paid entries,
 * the winning number from the seed (same derivation as runDraw and verifyDraw), the holder
 * looked up by primary key, and the prize in integer cents (odd cent to the charity).
 */
export async function selectWinner(db: Executor, input: SelectionInput): Promise<Selection> {
  const skip = input.leftOut ?? [];
  const digest = await digestPaidEntries(db, input.instanceId, undefined, skip);
  // Left-out entries were paid for: they count in the sales, not in the draw.
  const paidEntries = digest.count + skip.length;
  if (digest.lastTicket > input.rangeMax) {
    throw new DrawInputError(
      `Entry ${digest.lastTicket} is outside the range 1..${input.rangeMax}`,
    );
  }
  const index = (n: number) => deriveIndex(input.seed, input.instanceId, digest.hash, n);
  const base = { entriesHash: digest.hash, entriesCount: digest.count };

  if (input.gameType === GameType.GoldRush) {
    const winningNumber = 1 + index(input.rangeMax);
    // A left-out number wins nothing, like a number nobody played: the jackpot rolls over.
    const winner = skip.includes(winningNumber)
      ? null
      : await holderOf(db, input.instanceId, winningNumber);
    const prize = goldRushPrize({
      paidEntries,
      ticketPriceCents: input.ticketPriceCents,
      winnerSharePercent: input.winnerSharePercent,
      jackpotCents: input.jackpotCents,
      isPaidWinner: winner !== null,
      ...(input.salesCents !== undefined ? { salesCents: input.salesCents } : {}),
    });
    return {
      ...base,
      winningNumber,
      winner,
      outcome: winner ? 'PaidWinner' : 'Rollover',
      salesCents: prize.salesCents,
      prizeCents: prize.prizeCents,
      rolloverCents: prize.rolloverCents,
      charityCents: prize.charityCents,
    };
  }

  // The pot's carried-in money (unclaimed prizes) is prize money: all the winner's, or with
  // nobody to win it, carried on to the next draw (never the charity's share).
  const prize = fiftyFiftyPrize({
    potTotalCents: input.potTotalCents,
    winnerSharePercent: input.winnerSharePercent,
    carriedCents: input.jackpotCents,
  });
  const salesCents = input.salesCents ?? paidEntries * input.ticketPriceCents;
  if (digest.count === 0) {
    return {
      ...base,
      winningNumber: null,
      winner: null,
      outcome: 'NoEntries',
      salesCents,
      prizeCents: 0,
      rolloverCents: input.jackpotCents,
      charityCents: input.potTotalCents - input.jackpotCents,
    };
  }
  const winningNumber = await paidEntryAt(
    db,
    input.instanceId,
    index(digest.count),
    digest.marks,
    skip,
  );
  const winner = await holderOf(db, input.instanceId, winningNumber);
  if (!winner) throw new Error(`Paid entry ${winningNumber} has no holder`);
  return {
    ...base,
    winningNumber,
    winner,
    outcome: 'PaidWinner',
    salesCents,
    prizeCents: prize.prizeCents,
    rolloverCents: 0,
    charityCents: prize.charityCents,
  };
}
