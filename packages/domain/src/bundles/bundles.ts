import { z } from 'zod';

/** A price bundle as the API carries it (issue 16): `Numbers` numbers for `Price` cents. */
export const bundleSchema = z.object({
  Numbers: z.number().int().min(1).max(1000),
  Price: z.number().int().min(1).max(100_000_000),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** A game's bundles in the organization YAML file and the set-up export. */
export const bundleSpecSchema = z.strictObject({
  numbers: z.number().int().min(1).max(1000),
  priceCents: z.number().int().min(1).max(100_000_000),
});
export type BundleSpec = z.infer<typeof bundleSpecSchema>;

/** At most one bundle per count of numbers, so "3 numbers" names exactly one price. */
export const bundleSpecsSchema = z
  .array(bundleSpecSchema)
  .max(20)
  .default([])
  .refine((list) => new Set(list.map((b) => b.numbers)).size === list.length, {
    message: 'two bundles have the same number of numbers',
  });

export const toBundle = (spec: BundleSpec): Bundle => ({
  Numbers: spec.numbers,
  Price: spec.priceCents,
});

export const toBundleSpec = (bundle: Bundle): BundleSpec => ({
  numbers: bundle.Numbers,
  priceCents: bundle.Price,
});

/** Sorted by size, smallest first: the order the purchase screen offers them in. */
export const sortBundles = (bundles: readonly Bundle[]): Bundle[] =>
  [...bundles].sort((a, b) => a.Numbers - b.Numbers);

/**
 * The per-number price disclosed next to each bundle (AGCO 2.2.2), rounded to the cent,
 * half up: 3 for $10.00 is $3.33 a number.
 */
export const perNumberCents = (bundle: Bundle): number => Math.round(bundle.Price / bundle.Numbers);

/** The bundle in force that matches the one asked for exactly, or null (price changed, gone). */
export function bundleInForce(inForce: readonly Bundle[], asked: Bundle): Bundle | null {
  return inForce.find((b) => b.Numbers === asked.Numbers && b.Price === asked.Price) ?? null;
}

/** Storage form (games.bundles) read back: anything malformed counts as no bundle. */
export function parseStoredBundles(value: unknown): Bundle[] {
  const parsed = z.array(bundleSchema).safeParse(value);
  return parsed.success ? sortBundles(parsed.data) : [];
}

/** The staff console's change of a game's bundles (issue 16): the whole list in force. */
export const gameBundlesBodySchema = z.strictObject({ bundles: bundleSpecsSchema });
export type GameBundlesBody = z.input<typeof gameBundlesBodySchema>;
