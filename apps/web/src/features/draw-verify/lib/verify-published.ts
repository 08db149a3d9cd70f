import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { leftOutProblem } from '@charity/domain/draws/eligibility';
import { parseEntriesText } from '@charity/domain/draws/entries-text';
import {
  verifyDraw,
  type DrawVerification,
  type VerificationFailure,
} from '@charity/domain/draws/verify-draw';

/** The domain's failures, and the page's own: a left-out entry found in the drawn list. */
export type PageFailure = VerificationFailure | { code: 'LeftOutMismatch'; message: string };
export type PageVerification = Omit<DrawVerification, 'failures'> & { failures: PageFailure[] };

/** The record's left-out entries (ineligible holders) must be absent from the entries text. */
function leftOutFailures(record: PublishedDrawRecord, entriesText: string): PageFailure[] {
  if (!record.leftOut?.length) return [];
  let problem: string | null;
  try {
    problem = leftOutProblem(record.leftOut, parseEntriesText(entriesText));
  } catch {
    return [];
  }
  return problem ? [{ code: 'LeftOutMismatch', message: problem }] : [];
}

/**
 * Recomputes a published draw in the browser from the record the server published and the
 * entries text downloaded from it: nothing the server computed is trusted but the inputs.
 */
export function verifyPublished(
  record: PublishedDrawRecord,
  entriesText: string,
): PageVerification {
  const verification = verifyDraw({
    instanceId: record.instanceId,
    gameType: record.gameType,
    rangeMax: record.rangeMax,
    commitment: record.commitment,
    seed: record.seed,
    entriesHash: record.entriesHash,
    entriesText,
    winningNumber: record.winningNumber,
  });
  const failures = [...verification.failures, ...leftOutFailures(record, entriesText)];
  return { ...verification, ok: failures.length === 0, failures };
}

/** What the page says about a verification: the agreed number, or each failure. */
export type VerificationSummary =
  { kind: 'verified'; winningNumber: number | null } | { kind: 'failed'; failures: PageFailure[] };

export function summarize(verification: PageVerification): VerificationSummary {
  return verification.ok
    ? { kind: 'verified', winningNumber: verification.recomputed.winningNumber }
    : { kind: 'failed', failures: verification.failures };
}
