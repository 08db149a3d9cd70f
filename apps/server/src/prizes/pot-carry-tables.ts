import type { ColumnType, Generated } from 'kysely';

/** Migration 0054: an unclaimed prize's money carried into a later draw's pot, once per claim. */
export interface PotCarryInsTable {
  id: Generated<string>;
  organization_id: string;
  prize_claim_id: string;
  source_draw_id: string;
  source_instance_id: string;
  /** Where the money is now: the draw it went into, or the next one if that was cancelled. */
  target_instance_id: string;
  amount_cents: ColumnType<number, number, number>;
  carried_at: Generated<Date>;
  carried_by: string;
}

declare module '../db/database' {
  interface Database {
    pot_carry_ins: PotCarryInsTable;
  }
}
