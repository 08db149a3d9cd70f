import type { LeftOutEntry } from '@charity/domain/draws/eligibility';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type DrawOutcome = 'PaidWinner' | 'Rollover' | 'NoEntries';

export interface DrawSeedsTable {
  game_instance_id: string;
  seed: string;
  created_at: CreatedAt;
}

export interface DrawsTable {
  game_instance_id: string;
  organization_id: string;
  game_id: string;
  game_type: number;
  instance_name: string;
  range_max: number;
  commitment: string;
  seed: string;
  entries_hash: string;
  entries_count: number;
  winning_number: number | null;
  outcome: DrawOutcome;
  winner_player_id: string | null;
  winner_display_name: string | null;
  sales_cents: number;
  jackpot_cents: number;
  pot_total_cents: number;
  prize_cents: number;
  rollover_cents: number;
  charity_cents: number;
  draw_year: number;
  drawn_at: ColumnType<Date, Date | string | undefined, never>;
  drawn_by: string;
  /** When an administrator recorded the prize as paid out (null: not yet, or no prize). */
  prize_paid_at: Date | null;
  /** The administrator's account id. */
  prize_paid_by: string | null;
  /** Entries left out because their holder was not eligible (migration 0035). */
  left_out: ColumnType<LeftOutEntry[], string | undefined, string>;
}

// Merged into the foundation's Database so its file stays untouched by this feature.
declare module '../db/database' {
  interface Database {
    draw_seeds: DrawSeedsTable;
    draws: DrawsTable;
  }
  interface GameInstancesTable {
    /** GoldRush: the jackpot carried into this instance by earlier rollovers. */
    jackpot_cents: Generated<number>;
  }
}
