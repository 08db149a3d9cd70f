import type { ColumnType, Generated } from 'kysely';

export interface PaymentRefundsTable {
  id: Generated<string>;
  organization_id: string;
  payment_id: string;
  game_instance_id: string;
  kind: 'void' | 'refund';
  ticket_numbers: number[];
  amount_cents: number;
  reason: string;
  actor_id: string;
  after_draw: boolean;
  created_at: ColumnType<Date, never, never>;
}

declare module '../db/database' {
  interface Database {
    payment_refunds: PaymentRefundsTable;
  }
}

declare module '../payments/payment-tables' {
  interface PaymentsTable {
    /** What staff gave back so far (migration 0020b); never above amount_cents. */
    refunded_cents: ColumnType<number, never, number>;
    /** How many of its entries staff voided before the draw. */
    voided_numbers: ColumnType<number, never, number>;
  }
}
