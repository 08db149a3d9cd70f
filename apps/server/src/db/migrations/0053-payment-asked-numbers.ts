import { sql, type Kysely } from 'kysely';

/**
 * Issue 28 follow-up: a failed payment keeps the numbers it was for on its own row, written
 * by the move to `failed` before its entries are let go. The history read them back from the
 * audit log by a time window around the payment; the audit rows that already hold them fill
 * the column once, in one pass over the failed sales.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column asked_numbers integer[]`.execute(db);
  await backfillAskedNumbers(db);
}

/** The numbers the audit log's failed sales kept, onto their payments (exported for its test). */
export async function backfillAskedNumbers<T>(db: Kysely<T>): Promise<void> {
  await sql`update payments p set asked_numbers = f.numbers
    from (select a.subject_id, array_agg(n::int order by n::int) as numbers
      from audit_log a, jsonb_array_elements_text(a.details -> 'ticketNumbers') n
      where a.action = 'sale-failed' and a.subject_type = 'payment'
      group by a.subject_id) f
    where p.status = 'failed' and p.id::text = f.subject_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column asked_numbers`.execute(db);
}
