import { describe, expect, it } from 'vitest';
import { publishedFixture } from '@/testing/draw-fixture';
import { summarize, verifyPublished } from './verify-published';

const codes = (summary: ReturnType<typeof summarize>) =>
  summary.kind === 'failed' ? summary.failures.map((failure) => failure.code) : [];

describe('verifyPublished', () => {
  it('recomputes the published winning number from the record and the entries text', () => {
    const { record, entriesText } = publishedFixture();
    expect(summarize(verifyPublished(record, entriesText))).toEqual({
      kind: 'verified',
      winningNumber: record.winningNumber,
    });
  });

  it('reports a changed entry as an entries hash mismatch', () => {
    const { record, entriesText } = publishedFixture();
    const tampered = entriesText.replace(/^42$/m, '43');
    expect(tampered).not.toBe(entriesText);
    expect(codes(summarize(verifyPublished(record, tampered)))).toContain('EntriesHashMismatch');
  });

  it('reports a replaced seed as a commitment mismatch', () => {
    const { record, entriesText } = publishedFixture();
    const seed = `ff${record.seed?.slice(2) ?? ''}`;
    expect(codes(summarize(verifyPublished({ ...record, seed }, entriesText)))).toContain(
      'CommitmentMismatch',
    );
  });

  it('reports a published winning number that does not recompute', () => {
    const { record, entriesText } = publishedFixture();
    const winningNumber = ((record.winningNumber ?? 0) % 100) + 1;
    expect(codes(summarize(verifyPublished({ ...record, winningNumber }, entriesText)))).toEqual([
      'WinningNumberMismatch',
    ]);
  });

  it('reports an undrawn record (no seed yet) as invalid rather than throwing', () => {
    const { record } = publishedFixture();
    const undrawn = { ...record, drawn: false, seed: null, entriesHash: null, winningNumber: null };
    expect(codes(summarize(verifyPublished(undrawn, '')))).toContain('InvalidRecord');
  });

  it('reports an entry published as left out that is still in the drawn list', () => {
    const { record, entriesText } = publishedFixture();
    const leftOut = [{ entry: 42, reason: 'SelfExcluded' as const }];
    expect(entriesText).toMatch(/^42$/m);
    expect(codes(summarize(verifyPublished({ ...record, leftOut }, entriesText)))).toEqual([
      'LeftOutMismatch',
    ]);
    const absent = [{ entry: 100_000, reason: 'SelfExcluded' as const }];
    expect(summarize(verifyPublished({ ...record, leftOut: absent }, entriesText)).kind).toBe(
      'verified',
    );
  });
});
