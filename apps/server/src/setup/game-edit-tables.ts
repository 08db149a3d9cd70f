import type { ColumnType } from 'kysely';

declare module '../db/database' {
  interface GamesTable {
    /** Migration 0050; its French text is in `translations`. */
    description: ColumnType<string, string | undefined, string>;
    /** Migration 0050; null: the organization's setting applies. */
    max_numbers_per_player: ColumnType<number | null, number | null | undefined, number | null>;
  }
}
