import { formatCents } from '../currency';
import type { BundleSpec } from './bundles';

/** Why a bundle is refused, by code so that each screen words it in its language. */
export type BundleProblemCode = 'BundleOfOne' | 'BundleNotCheaper';

export interface BundleProblem {
  /** The bundle's field, as the set-up call names it: `bundles.2.numbers`. */
  Path: string;
  Code: BundleProblemCode;
  Message: string;
}

/** The amount a bundle must stay under: its count of numbers at the single price. */
export const singlesPriceCents = (numbers: number, singlePriceCents: number) =>
  numbers * singlePriceCents;

/** The English of a bundle's problem (the server's refusals word the French). */
export function bundleProblemWords(
  code: BundleProblemCode,
  numbers: number,
  singlePriceCents: number,
): string {
  return code === 'BundleOfOne'
    ? `One number is sold at the single price (${formatCents(singlePriceCents)}): a bundle has 2 numbers or more.`
    : `A bundle must cost less than its numbers at the single price: ${numbers} numbers cost ${formatCents(singlesPriceCents(numbers, singlePriceCents))} one by one.`;
}

/**
 * What keeps a game's bundles from going on sale beside its single price (issue 27): a bundle
 * of 1 number is the single price itself, and a bundle must be cheaper per number than singles
 * (3 numbers for $9.00 beside $2.00 a number is dearer than three singles).
 */
export function bundleProblems(
  bundles: readonly BundleSpec[],
  singlePriceCents: number,
): BundleProblem[] {
  const problems: BundleProblem[] = [];
  bundles.forEach((bundle, index) => {
    if (bundle.numbers === 1) {
      problems.push({
        Path: `bundles.${index}.numbers`,
        Code: 'BundleOfOne',
        Message: bundleProblemWords('BundleOfOne', 1, singlePriceCents),
      });
      return;
    }
    const singles = singlesPriceCents(bundle.numbers, singlePriceCents);
    if (bundle.priceCents >= singles) {
      problems.push({
        Path: `bundles.${index}.priceCents`,
        Code: 'BundleNotCheaper',
        Message: bundleProblemWords('BundleNotCheaper', bundle.numbers, singlePriceCents),
      });
    }
  });
  return problems;
}
