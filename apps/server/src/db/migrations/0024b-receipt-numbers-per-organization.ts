import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: receipt numbers run per organization (1, 2, 3… for each), not across all of
 * them. A counter row per organization hands out the next number inside the payment's
 * transaction, so the numbers have no gaps; receipts already issued keep their numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table receipt_counters (
      organization_id uuid primary key references organizations (id) on delete cascade,
      last_number bigint not null check (last_number >= 0)
    )`.execute(db);
  await sql`insert into receipt_counters (organization_id, last_number)
    select organization_id, max(receipt_number) from receipts group by organization_id`.execute(db);
  await sql`alter table receipts alter column receipt_number drop identity`.execute(db);
  await sql`alter table receipts drop constraint receipts_receipt_number_key`.execute(db);
  await sql`alter table receipts add constraint receipts_organization_number_key
    unique (organization_id, receipt_number)`.execute(db);
  await sql`
    create function next_receipt_number() returns trigger language plpgsql as $$
    begin
      insert into receipt_counters as c (organization_id, last_number)
        values (new.organization_id, 1)
        on conflict (organization_id) do update set last_number = c.last_number + 1
        returning last_number into new.receipt_number;
      return new;
    end $$`.execute(db);
  await sql`create trigger receipts_number_per_organization before insert on receipts
    for each row execute function next_receipt_number()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger receipts_number_per_organization on receipts`.execute(db);
  await sql`drop function next_receipt_number()`.execute(db);
  await sql`alter table receipts drop constraint receipts_organization_number_key`.execute(db);
  await sql`drop table receipt_counters`.execute(db);
}
