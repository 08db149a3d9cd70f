import type { ColumnType } from 'kysely';

declare module '../db/database' {
  interface GamesTable {
    /** `[{Numbers, Price}]` (migration 0020); read with parseStoredBundles. */
    bundles: ColumnType<unknown, string | undefined, string>;
  }
}

declare module '../payments/payment-tables' {
  interface PaymentsTable {
    /** The size of the bundle this payment bought; null for numbers at the single price. */
    bundle_numbers: ColumnType<number | null, number | null | undefined, number | null>;
  }
}

/** jsonb as the table takes it: the bundles of a game, API-shaped. */
export const storedBundles = (bundles: readonly { Numbers: number; Price: number }[]) =>
  JSON.stringify(bundles);
