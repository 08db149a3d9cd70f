import type { ColumnType } from 'kysely';

declare module '../payments/payment-tables' {
  interface PaymentsTable {
    /**
     * The charity pledged when the payment was made (migration 0025: set by a trigger on
     * insert, never changed); null when the player had no pledge.
     */
    charity_id: ColumnType<string | null, string | null | undefined, never>;
  }
}
