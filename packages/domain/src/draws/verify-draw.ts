import { GameType } from '../game-type';
import { DrawInputError } from './draw-input-error';
import { entriesHash } from './entries-hash';
import { parseEntriesText } from './entries-text';
import { EntryList } from './entry-list';
import { publishedDrawSchema } from './published-draw';
import type { PublishedDraw } from './published-draw';
import { commitToSeed } from './seed-commitment';
import { winningNumber } from './winning-number';

export type VerificationFailureCode =
  | 'InvalidRecord'
  | 'InvalidEntries'
  | 'CommitmentMismatch'
  | 'EntriesHashMismatch'
  | 'WinningNumberMismatch';

export type VerificationFailure = { code: VerificationFailureCode; message: string };

export type DrawVerification = {
  /** True when there is no failure. */
  ok: boolean;
  failures: VerificationFailure[];
  /** What the verifier computed itself (null where the record did not allow it). */
  recomputed: {
    commitment: string | null;
    entriesHash: string | null;
    winningNumber: number | null;
    entriesCount: number | null;
  };
};

/** The game type whose rule picks the number: an `entries` pick is the 50/50 rule. */
function pickRule(record: PublishedDraw): GameType {
  if (record.pick === 'entries') return GameType.ProgressiveFiftyFifty;
  if (record.pick === 'range') return GameType.GoldRush;
  return record.gameType;
}

function readEntries(record: PublishedDraw): EntryList {
  if (record.entriesText !== undefined) return parseEntriesText(record.entriesText);
  // Published entries must already be canonical (ascending, no duplicate), not just sortable.
  const ticketNumbers = Float64Array.from(record.entries ?? [], (entry) => entry.ticketNumber);
  return EntryList.fromCanonical(ticketNumbers);
}

/**
 * Recomputes a published draw from scratch: the commitment from the seed, the entries hash
 * from the entries, and the winning number from the seed, the instance id and the RECOMPUTED
 * entries hash. Returns every mismatch found; an empty list means the draw checks out.
 */
export function verifyDraw(input: unknown): DrawVerification {
  const failures: VerificationFailure[] = [];
  const recomputed: DrawVerification['recomputed'] = {
    commitment: null,
    entriesHash: null,
    winningNumber: null,
    entriesCount: null,
  };
  const done = (): DrawVerification => ({ ok: failures.length === 0, failures, recomputed });

  const parsed = publishedDrawSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      failures.push({ code: 'InvalidRecord', message: `${where}${issue.message}` });
    }
    return done();
  }
  const record = parsed.data;

  recomputed.commitment = commitToSeed(record.seed);
  if (recomputed.commitment !== record.commitment) {
    failures.push({
      code: 'CommitmentMismatch',
      message: `SHA-256 of the seed is ${recomputed.commitment}, not the published ${record.commitment}`,
    });
  }

  let entries: EntryList;
  try {
    entries = readEntries(record);
  } catch (error) {
    if (!(error instanceof DrawInputError)) throw error;
    failures.push({ code: 'InvalidEntries', message: error.message });
    return done();
  }
  recomputed.entriesCount = entries.length;
  recomputed.entriesHash = entriesHash(entries);
  if (recomputed.entriesHash !== record.entriesHash) {
    failures.push({
      code: 'EntriesHashMismatch',
      message: `The entries hash to ${recomputed.entriesHash}, not the published ${record.entriesHash}`,
    });
  }

  try {
    recomputed.winningNumber = winningNumber({
      ...record,
      gameType: pickRule(record),
      entries,
      entriesHash: recomputed.entriesHash,
    });
  } catch (error) {
    if (!(error instanceof DrawInputError)) throw error;
    failures.push({ code: 'InvalidEntries', message: error.message });
    return done();
  }
  if (recomputed.winningNumber !== record.winningNumber) {
    failures.push({
      code: 'WinningNumberMismatch',
      message: `The winning number recomputes to ${String(recomputed.winningNumber)}, not the published ${String(record.winningNumber)}`,
    });
  }
  return done();
}
