import type { ClaimState, PaymentMethod, UnclaimedOutcome } from '@charity/domain/prizes/claim';
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0052: one claim per (draw, winning number) a prize was won with. */
export interface PrizeClaimsTable {
  id: Generated<string>;
  organization_id: string;
  draw_id: string;
  draw_kind: 'Main' | 'Extra';
  winning_number: number;
  prize_cents: ColumnType<number, number, number>;
  deadline_at: Date;
  status: Generated<ClaimState>;
  contacted_at: Date | null;
  contacted_by: string | null;
  identity_checked_at: Date | null;
  identity_checked_by: string | null;
  paid_at: Date | null;
  paid_by: string | null;
  paid_method: PaymentMethod | null;
  unclaimed_at: Date | null;
  unclaimed_by: string | null;
  unclaimed_outcome: UnclaimedOutcome | null;
  created_at: Stamp;
  /** Migration 0054: the redraw that replaced this winner (outcome Redrawn). */
  redraw_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0056: the day it was paid (YYYY-MM-DD, the game's zone) and its reference. */
  paid_on: ColumnType<string | null, string | null | undefined, string | null>;
  paid_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../db/database' {
  interface Database {
    prize_claims: PrizeClaimsTable;
  }
}
