import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: a charge the processor settled after its payment was taken out of its draw (voided
 * at sales close) gives its money back through the refund life cycle (0029) like every other
 * path, as `sales-close`. A self-exclusion's cancelled charge keeps the path `self-exclusion`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_ledger drop constraint refund_ledger_path_check,
    add constraint refund_ledger_path_check check (path in ('staff-void', 'staff-refund',
      'prepaid', 'self-exclusion', 'processor', 'cancellation', 'venue-void', 'sales-close'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from refund_ledger where path = 'sales-close'`.execute(db);
  await sql`alter table refund_ledger drop constraint refund_ledger_path_check,
    add constraint refund_ledger_path_check check (path in ('staff-void', 'staff-refund',
      'prepaid', 'self-exclusion', 'processor', 'cancellation', 'venue-void'))`.execute(db);
}
