/**
 * Pearson's chi-square statistic of observed counts against a uniform expectation, and the
 * critical values at p = 0.001 (a uniform source exceeds them once in a thousand runs): used
 * by the tests that prove the draw has no modulo bias.
 */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Critical chi-square values at p = 0.001, by degrees of freedom (categories − 1). */
export const CHI_SQUARE_CRITICAL_P001: Readonly<Record<number, number>> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  9: 27.877,
};
