import { sql, type Kysely } from 'kysely';

/** The channel that carries pot updates (live-pot/pot-channel.ts listens to it). */
export const POT_CHANNEL = 'pot_updates';

/**
 * Every change of an instance's pot or status is announced by the database itself, so every
 * writer (payments, refunds, draws, lifecycle jobs) publishes without knowing about it, and
 * only committed changes are heard (NOTIFY is delivered at commit).
 */
export async function createPotNotify(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function game_instances_pot_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(POT_CHANNEL)}, json_build_object(
        'GameInstanceId', new.id,
        'PotTotal', new.pot_total_cents,
        'SalesClosed', new.status <> 'Open' or new.sales_close_at <= now())::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger game_instances_pot_notify after update of pot_total_cents, status
      on game_instances for each row
      when (old.pot_total_cents is distinct from new.pot_total_cents
        or old.status is distinct from new.status)
      execute function game_instances_pot_notify()`.execute(db);
}

/**
 * Entries join only an Open instance. FOR KEY SHARE waits for a sales close or a draw that
 * holds the instance row, then reads its new status: no entry slips in after sales closed.
 */
export async function createEntryGuard(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function instance_entries_open_only() returns trigger language plpgsql as $$
    declare current_status text;
    begin
      select status into current_status from game_instances
        where id = new.game_instance_id for key share;
      if current_status is distinct from 'Open' then
        raise exception 'sales are closed for game instance %', new.game_instance_id
          using errcode = 'check_violation';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger instance_entries_open_only before insert on instance_entries
      for each row execute function instance_entries_open_only()`.execute(db);
}
