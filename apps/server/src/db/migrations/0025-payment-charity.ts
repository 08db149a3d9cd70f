import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: the charities report credits each sale to the pledge in force when it was made,
 * not to the player's pledge of today. A payment takes its charity as it is inserted, by a
 * trigger, so every path that creates one (purchase, play, auto-play, prepaid draws, and
 * any written later) records it: a prepaid draw takes the charity of the prepayment that
 * funded it, any other payment the player's pledge at that moment. Rows written before
 * this migration can only take the current pledge. A charity that sales were credited to
 * cannot be deleted (retire it instead): its sales must not move to "No pledge".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments
    add column charity_id uuid references charities (id)`.execute(db);
  await sql`update payments p set charity_id = a.charity_id
    from accounts a where a.id = p.player_id and a.charity_id is not null`.execute(db);
  await sql`
    create function payment_charity() returns trigger language plpgsql as $$
    begin
      if new.charity_id is null then
        if new.funded_by is not null then
          select p.charity_id into new.charity_id from payments p where p.id = new.funded_by;
        else
          select a.charity_id into new.charity_id from accounts a where a.id = new.player_id;
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger payments_charity_in_force before insert on payments
    for each row execute function payment_charity()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger payments_charity_in_force on payments`.execute(db);
  await sql`drop function payment_charity()`.execute(db);
  await sql`alter table payments drop column charity_id`.execute(db);
}
