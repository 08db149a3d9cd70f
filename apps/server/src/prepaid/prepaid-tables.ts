import type { ColumnType, Generated } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type PrepaidDrawStatus = 'pending' | 'entered' | 'refunded';

export interface PrepaidDrawsTable {
  payment_id: string;
  draw_index: number;
  organization_id: string;
  player_id: string;
  game_id: string;
  group_id: string;
  amount_cents: number;
  status: Generated<PrepaidDrawStatus>;
  game_instance_id: string | null;
  entry_payment_id: string | null;
  refund_id: string | null;
  updated_at: UpdatedAt;
}

export type PrepaidRefundReason = 'player' | 'self-exclusion' | 'cancellation';

export interface PrepaidRefundsTable {
  id: Generated<string>;
  payment_id: string;
  organization_id: string;
  player_id: string;
  amount_cents: number;
  draws: number;
  reason: PrepaidRefundReason;
  status: Generated<'requested' | 'refunded'>;
  requested_at: ColumnType<Date, Date | string | undefined, never>;
  refunded_at: ColumnType<Date | null, never, Date | string>;
}

export interface SandboxRefundsTable {
  idempotency_key: string;
  charge_id: string;
  amount_cents: number;
  created_at: ColumnType<Date, never, never>;
}

declare module '../db/database' {
  interface Database {
    prepaid_draws: PrepaidDrawsTable;
    prepaid_refunds: PrepaidRefundsTable;
    sandbox_refunds: SandboxRefundsTable;
  }
  interface GamesTable {
    /** How many draws a player may pay for at once (1: no prepaying). */
    max_prepaid_draws: Generated<number>;
  }
}

declare module '../payments/payment-tables' {
  interface PaymentsTable {
    /** A prepaid charge: the number of draws it pays for. */
    prepaid_draws: ColumnType<number | null, number | null | undefined, never>;
    /** A draw paid by a prepaid charge: that charge (no processor call of its own). */
    funded_by: ColumnType<string | null, string | null | undefined, never>;
  }
  interface SandboxChargesTable {
    refunded_cents: Generated<number>;
  }
}
