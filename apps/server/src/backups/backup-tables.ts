import type { ColumnType, Generated } from 'kysely';

export interface BackupRunsTable {
  id: Generated<number>;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: 'running' | 'done' | 'failed';
  trigger: 'schedule' | 'command';
  attempt: ColumnType<number, number | undefined, number>;
  file_name: string | null;
  bytes: number | null;
  migration: string | null;
  error: string | null;
}

declare module '../db/database' {
  interface Database {
    backup_runs: BackupRunsTable;
  }
}
