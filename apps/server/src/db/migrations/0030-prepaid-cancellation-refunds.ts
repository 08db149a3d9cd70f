import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: cancelling a scheduled instance refunds the prepaid draw it would have held, as a
 * prepaid refund of its own (reason `cancellation`), through the refund life cycle (0029).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prepaid_refunds drop constraint prepaid_refunds_reason_check,
    add constraint prepaid_refunds_reason_check
      check (reason in ('player', 'self-exclusion', 'cancellation'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prepaid_refunds drop constraint prepaid_refunds_reason_check,
    add constraint prepaid_refunds_reason_check
      check (reason in ('player', 'self-exclusion'))`.execute(db);
}
