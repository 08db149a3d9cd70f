import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { verifyDraw, type DrawVerification } from '@charity/domain/draws/verify-draw';

/**
 * Recomputes a published draw in the browser from the record the server published and the
 * entries text downloaded from it: nothing the server computed is trusted but the inputs.
 */
export function verifyPublished(
  record: PublishedDrawRecord,
  entriesText: string,
): DrawVerification {
  return verifyDraw({
    instanceId: record.instanceId,
    gameType: record.gameType,
    rangeMax: record.rangeMax,
    commitment: record.commitment,
    seed: record.seed,
    entriesHash: record.entriesHash,
    entriesText,
    winningNumber: record.winningNumber,
  });
}

/** What the page says about a verification: the agreed number, or each failure. */
export type VerificationSummary =
  | { kind: 'verified'; winningNumber: number | null }
  | { kind: 'failed'; failures: DrawVerification['failures'] };

export function summarize(verification: DrawVerification): VerificationSummary {
  return verification.ok
    ? { kind: 'verified', winningNumber: verification.recomputed.winningNumber }
    : { kind: 'failed', failures: verification.failures };
}
