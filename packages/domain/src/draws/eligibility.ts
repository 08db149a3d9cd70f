import { z } from 'zod';
import { exclusionState } from '../protection/self-exclusion';
import type { EntryList } from './entry-list';

/**
 * Why an entry was left out of a draw: its holder was self-excluded from the organization when
 * the draw ran, or its holder is a winner this redraw replaces. A code, never a person.
 */
export const leftOutReasonSchema = z.enum(['SelfExcluded', 'ReplacedWinner']);
export type LeftOutReason = z.infer<typeof leftOutReasonSchema>;

/** One entry a draw left out, as published with the draw. */
export const leftOutEntrySchema = z.object({
  entry: z.number().int().positive(),
  reason: leftOutReasonSchema,
});
export type LeftOutEntry = z.infer<typeof leftOutEntrySchema>;

export interface ExclusionPeriod {
  playerId: string;
  startsAt: Date;
  endsAt: Date;
  optedBackInAt: Date | null;
}

export interface EligibilityFacts {
  /** When the draw runs. */
  at: Date;
  /** The organization's self-exclusions of players holding entries in the draw. */
  exclusions: readonly ExclusionPeriod[];
  /** Redraw: every winner it and the earlier redraws of the same draw replace. */
  replacedWinners?: readonly string[];
}

/**
 * THE eligibility rule, for every draw (main, extra, redraw): a player may not win while
 * excluded (from the start of their latest self-exclusion until they opt back in after its
 * end, as the purchase rule says: domain exclusionState), nor win again a prize a redraw took
 * from them. Answers each ineligible player with the reason (self-exclusion first).
 */
export function ineligiblePlayers(facts: EligibilityFacts): Map<string, LeftOutReason> {
  const latest = new Map<string, ExclusionPeriod>();
  for (const period of facts.exclusions) {
    if (period.startsAt > facts.at) continue;
    const seen = latest.get(period.playerId);
    if (!seen || seen.startsAt < period.startsAt) latest.set(period.playerId, period);
  }
  const out = new Map<string, LeftOutReason>();
  for (const [playerId, period] of latest) {
    const optedBackInAt =
      period.optedBackInAt && period.optedBackInAt <= facts.at ? period.optedBackInAt : null;
    if (exclusionState({ endsAt: period.endsAt, optedBackInAt }, facts.at) !== 'None') {
      out.set(playerId, 'SelfExcluded');
    }
  }
  for (const playerId of facts.replacedWinners ?? []) {
    if (!out.has(playerId)) out.set(playerId, 'ReplacedWinner');
  }
  return out;
}

/**
 * Every entry of an ineligible player is left out, whichever of their entries it is: answers
 * the left-out entries in ascending order with their reason.
 */
export function leftOutEntries(
  holdings: readonly { entry: number; playerId: string }[],
  ineligible: ReadonlyMap<string, LeftOutReason>,
): LeftOutEntry[] {
  const out: LeftOutEntry[] = [];
  for (const { entry, playerId } of holdings) {
    const reason = ineligible.get(playerId);
    if (reason) out.push({ entry, reason });
  }
  return out.sort((a, b) => a.entry - b.entry);
}

/** The entries that take part: the list less the left-out ones (order kept). */
export function keptEntries(entries: readonly number[], leftOut: readonly LeftOutEntry[]) {
  const left = new Set(leftOut.map((item) => item.entry));
  return entries.filter((entry) => !left.has(entry));
}

/**
 * What the verifier checks of a published record's left-out entries against the list it drew
 * from: none of them may still be in it (null when they agree).
 */
export function leftOutProblem(
  leftOut: readonly LeftOutEntry[],
  drawnEntries: EntryList,
): string | null {
  const stillIn = leftOut.find((item) => drawnEntries.includes(item.entry));
  return stillIn
    ? `Entry ${stillIn.entry} was left out (${stillIn.reason}) but is in the drawn list`
    : null;
}
