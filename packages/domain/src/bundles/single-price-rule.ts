import { formatCents } from '../currency';
import { bundleProblems } from './bundle-rules';
import type { BundleSpec } from './bundles';

/** A single price that would leave a bundle no cheaper than its numbers one by one. */
export interface SinglePriceProblem {
  /** The game edit's field. */
  Path: 'ticketPriceCents';
  Code: 'SinglePriceBelowBundle';
  /** The bundle it would make dearer than singles. */
  Numbers: number;
  BundlePriceCents: number;
  /** The lowest single price the game's bundles allow. */
  LowestCents: number;
  Message: string;
}

/** The refusal's English (the server words it in French too, from the same facts). */
export const singlePriceBelowBundleWords = (
  numbers: number,
  bundlePriceCents: number,
  lowestCents: number,
): string =>
  `At this price the bundle of ${numbers} numbers for ${formatCents(bundlePriceCents)} would cost no less than its numbers one by one: the ticket price must be at least ${formatCents(lowestCents)}, or change the bundles first.`;

/** The lowest single price at which every bundle still costs less than its numbers one by one. */
export const lowestSinglePriceCents = (bundles: readonly BundleSpec[]): number =>
  Math.max(
    0,
    ...bundles
      .filter((bundle) => bundle.numbers > 1)
      .map((bundle) => Math.floor(bundle.priceCents / bundle.numbers) + 1),
  );

/**
 * Follow-up 5 of issue 27: the bundles' rule (packages/domain bundles/bundle-rules.ts) seen from
 * the other side. A game edit lowering the single price so far that a bundle is no cheaper than
 * its numbers at that price is refused on the price, naming the bundle and the lowest price.
 */
export function singlePriceProblem(
  bundles: readonly BundleSpec[],
  singlePriceCents: number,
): SinglePriceProblem | null {
  const dearer = bundleProblems(bundles, singlePriceCents)
    .filter((problem) => problem.Code === 'BundleNotCheaper')
    .map((problem) => bundles[Number(problem.Path.split('.')[1])])
    .find((bundle) => bundle !== undefined);
  if (!dearer) return null;
  const lowest = lowestSinglePriceCents(bundles);
  return {
    Path: 'ticketPriceCents',
    Code: 'SinglePriceBelowBundle',
    Numbers: dearer.numbers,
    BundlePriceCents: dearer.priceCents,
    LowestCents: lowest,
    Message: singlePriceBelowBundleWords(dearer.numbers, dearer.priceCents, lowest),
  };
}
