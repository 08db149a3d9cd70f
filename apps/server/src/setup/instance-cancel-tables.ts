import type { ColumnType } from 'kysely';

declare module '../db/database' {
  interface GameInstancesTable {
    /** When staff cancelled it (migration 0027); null for every other instance. */
    cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    cancelled_by: ColumnType<string | null, string | null | undefined, string | null>;
    cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
