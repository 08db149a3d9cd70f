import type { ColumnType, Generated } from 'kysely';
import type { ExclusionPeriod } from '@charity/domain/protection/self-exclusion';
import type { LimitPeriod } from '@charity/domain/protection/spending-limits';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SelfExclusionsTable {
  id: Generated<string>;
  organization_id: string;
  player_id: string;
  period: ExclusionPeriod;
  starts_at: Timestamp;
  ends_at: Timestamp;
  opted_back_in_at: Timestamp | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SpendingLimitChangesTable {
  id: Generated<string>;
  organization_id: string;
  player_id: string;
  period: LimitPeriod;
  amount_cents: number | null;
  requested_at: Timestamp;
  effective_at: Timestamp;
}

declare module '../db/database' {
  interface Database {
    self_exclusions: SelfExclusionsTable;
    spending_limit_changes: SpendingLimitChangesTable;
  }
}
