import { sql, type Kysely } from 'kysely';

/**
 * The pot without a hot row (issue 13). A payment that moves the pot appends its own row to
 * pot_movements (+amount on success, −amount on a refund before the draw); no purchase writes
 * a shared row. game_instances.pot_total_cents becomes the pot folded so far: the opening pot
 * plus every movement of a transaction older than pot_folded_tx. Folding (fold_pot, run in the
 * background and announced by the pot trigger) only takes movements of transactions that had
 * all ended (below the snapshot's xmin), so no movement is ever folded twice or skipped, and
 * instance_pot_cents() (folded + the rest) is exact at any moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pot_movements (
      id bigint generated always as identity primary key,
      game_instance_id uuid not null references game_instances (id) on delete cascade,
      payment_id uuid not null references payments (id) on delete cascade,
      direction text not null check (direction in ('in', 'out')),
      amount_cents bigint not null,
      tx xid8 not null default pg_current_xact_id(),
      created_at timestamptz not null default now(),
      unique (payment_id, direction),
      check ((direction = 'in') = (amount_cents > 0))
    )`.execute(db);
  await sql`create index pot_movements_unfolded_idx
    on pot_movements (game_instance_id, tx) include (amount_cents)`.execute(db);
  await sql`alter table game_instances add column pot_folded_tx xid8 not null default '0'`.execute(
    db,
  );
  await sql`
    create function instance_pot_cents(instance uuid) returns bigint
    language sql stable as $$
      select i.pot_total_cents + coalesce((select sum(m.amount_cents) from pot_movements m
        where m.game_instance_id = i.id and m.tx >= i.pot_folded_tx), 0)::bigint
      from game_instances i where i.id = instance
    $$`.execute(db);
  // Skips an instance another process is folding (or a draw holds): it folds it next time.
  await sql`
    create function fold_pot(instance uuid) returns boolean
    language plpgsql as $$
    declare
      folded xid8;
      horizon xid8;
    begin
      select pot_folded_tx into folded from game_instances
        where id = instance for no key update skip locked;
      if not found then return false; end if;
      horizon := greatest(folded, pg_snapshot_xmin(pg_current_snapshot()));
      update game_instances set pot_total_cents = pot_total_cents + coalesce((
          select sum(amount_cents) from pot_movements
          where game_instance_id = instance and tx >= folded and tx < horizon), 0),
        pot_folded_tx = horizon
        where id = instance and pot_folded_tx = folded;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists fold_pot, instance_pot_cents`.execute(db);
  await sql`alter table game_instances drop column if exists pot_folded_tx`.execute(db);
  await sql`drop table if exists pot_movements`.execute(db);
}
