import type { LeftOutEntry } from '@charity/domain/draws/eligibility';
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Cents = ColumnType<number, number, number>;

/** The drawn result columns shared by extra draws and redraws (null until drawn). */
interface DrawnColumns {
  seed: string | null;
  entries: Uint8Array | null;
  entries_hash: string | null;
  entries_count: number | null;
  winning_number: number | null;
  winner_player_id: string | null;
  winner_display_name: string | null;
  draw_year: number | null;
  drawn_at: Date | null;
  drawn_by: string | null;
  /** Entries left out because their holder was not eligible (migration 0035). */
  left_out: ColumnType<LeftOutEntry[], string | undefined, string>;
}

export interface ExtraDrawsTable extends DrawnColumns {
  id: Generated<string>;
  organization_id: string;
  game_instance_id: string;
  key: string | null;
  name: string;
  prize_kind: 'Fixed' | 'Share';
  prize_amount_cents: Cents | null;
  prize_share_percent: number | null;
  cutoff_at: Date;
  draw_at: Date;
  secret_seed: string;
  commitment: string;
  status: Generated<'Scheduled' | 'Drawn'>;
  pot_total_cents: Cents | null;
  prize_cents: Cents | null;
  created_by: string;
  created_at: Stamp;
}

export interface RedrawsTable extends DrawnColumns {
  id: Generated<string>;
  organization_id: string;
  game_instance_id: string;
  draw_id: string;
  draw_kind: 'Main' | 'Extra';
  sequence: number;
  reason: string;
  note: string | null;
  excluded_entries: number[];
  replaced_number: number;
  prize_cents: Cents;
  secret_seed: string;
  commitment: string;
  committed_at: Stamp;
  committed_by: string;
  status: Generated<'Committed' | 'Drawn'>;
}

declare module '../db/database' {
  interface Database {
    extra_draws: ExtraDrawsTable;
    redraws: RedrawsTable;
  }
  interface OrganizationsTable {
    /** Days a winner has to claim a prize before it may be redrawn as unclaimed. */
    prize_claim_days: Generated<number>;
  }
}
