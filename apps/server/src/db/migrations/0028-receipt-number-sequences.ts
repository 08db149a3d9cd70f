import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: receipt numbers per organization (0024b) came from one counter row per
 * organization, updated by every receipt and held until the payment committed, so every
 * purchase of an organization waited for the one before it to reach the disk: the hot row the
 * pot ledger had removed, back again (115 purchases/s whatever the rest did). A sequence per
 * organization hands out the next number without a lock. Numbers stay unique and increasing
 * per organization; a payment rolled back after taking its number leaves a gap, as with any
 * sequence, which the receipts' audit trail (payment id, processor reference) accounts for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function receipt_sequence(organization uuid) returns text language sql immutable as $$
      select 'receipt_numbers_' || replace(organization::text, '-', '_')
    $$`.execute(db);
  await sql`
    create function create_receipt_sequence() returns trigger language plpgsql as $$
    begin
      execute format('create sequence if not exists %I minvalue 1', receipt_sequence(new.id));
      return new;
    end $$`.execute(db);
  await sql`
    create function drop_receipt_sequence() returns trigger language plpgsql as $$
    begin
      execute format('drop sequence if exists %I', receipt_sequence(old.id));
      return old;
    end $$`.execute(db);
  await sql`create trigger organizations_receipt_sequence after insert on organizations
    for each row execute function create_receipt_sequence()`.execute(db);
  await sql`create trigger organizations_drop_receipt_sequence after delete on organizations
    for each row execute function drop_receipt_sequence()`.execute(db);
  // Every organization's sequence goes on from its last number.
  await sql`
    do $$
    declare org record;
    begin
      for org in select o.id, coalesce(c.last_number, 0) as last_number
                 from organizations o left join receipt_counters c on c.organization_id = o.id
      loop
        execute format('create sequence %I minvalue 1 start with %s',
          receipt_sequence(org.id), org.last_number + 1);
      end loop;
    end $$`.execute(db);
  await sql`
    create or replace function next_receipt_number() returns trigger language plpgsql as $$
    begin
      new.receipt_number := nextval(receipt_sequence(new.organization_id));
      return new;
    end $$`.execute(db);
  await sql`drop table receipt_counters`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table receipt_counters (
      organization_id uuid primary key references organizations (id) on delete cascade,
      last_number bigint not null check (last_number >= 0)
    )`.execute(db);
  await sql`insert into receipt_counters (organization_id, last_number)
    select organization_id, max(receipt_number) from receipts group by organization_id`.execute(db);
  await sql`
    create or replace function next_receipt_number() returns trigger language plpgsql as $$
    begin
      insert into receipt_counters as c (organization_id, last_number)
        values (new.organization_id, 1)
        on conflict (organization_id) do update set last_number = c.last_number + 1
        returning last_number into new.receipt_number;
      return new;
    end $$`.execute(db);
  await sql`
    do $$
    declare org record;
    begin
      for org in select id from organizations loop
        execute format('drop sequence if exists %I', receipt_sequence(org.id));
      end loop;
    end $$`.execute(db);
  await sql`drop trigger organizations_drop_receipt_sequence on organizations`.execute(db);
  await sql`drop trigger organizations_receipt_sequence on organizations`.execute(db);
  await sql`drop function drop_receipt_sequence()`.execute(db);
  await sql`drop function create_receipt_sequence()`.execute(db);
  await sql`drop function receipt_sequence(uuid)`.execute(db);
}
