import type { RefundPath, RefundState } from '@charity/domain/refunds/refund-life-cycle';
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One giving back of money on a processor charge (migration 0029). */
export interface RefundLedgerTable {
  id: Generated<string>;
  organization_id: string;
  /** The processor charge the money goes back on. */
  charge_id: string;
  path: RefundPath;
  amount_cents: number;
  reason: string | null;
  actor: string;
  state: Generated<RefundState>;
  failure_reason: string | null;
  attempts: Generated<number>;
  staff_refund_id: string | null;
  prepaid_refund_id: string | null;
  /** The draw payments whose pots it gave back from. */
  draw_payment_ids: Generated<string[]>;
  /** The prepaid draws (not opened) it gave back. */
  prepaid_draw_indexes: Generated<number[]>;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../db/database' {
  interface Database {
    refund_ledger: RefundLedgerTable;
  }
}
