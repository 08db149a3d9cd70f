import { sql, type QueryCreator } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';

export interface PotMovementsTable {
  id: never;
  game_instance_id: string;
  payment_id: string;
  direction: 'in' | 'out';
  amount_cents: number;
  /** A staff refund's own `out` row (migration 0020b); null for the processor's outcomes. */
  refund_id: string | null;
  tx: never;
  created_at: never;
}

declare module '../db/database' {
  interface Database {
    pot_movements: PotMovementsTable;
  }
}

/**
 * Money into (a success) or out of (a refund before the draw) an instance's pot: a row of
 * the payment's own, never an update of the shared instance row (migration 0017b). Applied
 * once per payment and direction, whatever retries or replays happen.
 */
export async function recordPotMovement(
  trx: Executor,
  payment: { id: string; game_instance_id: string; amount_cents: number },
  direction: 'in' | 'out',
): Promise<void> {
  await potMovementInsert(trx, payment, direction).execute();
}

/** The same movement as an insert, for a caller that writes it with others in one statement. */
export function potMovementInsert(
  // Any query creator over our tables (a statement's earlier CTEs add their own names).
  db: Pick<QueryCreator<Database>, 'insertInto'>,
  payment: { id: string; game_instance_id: string; amount_cents: number },
  direction: 'in' | 'out',
) {
  return (
    db
      .insertInto('pot_movements')
      .values({
        game_instance_id: payment.game_instance_id,
        payment_id: payment.id,
        direction,
        amount_cents: direction === 'in' ? payment.amount_cents : -payment.amount_cents,
      })
      // The processor's outcomes: one row per payment and direction (staff refunds have their own).
      .onConflict((oc) =>
        oc.columns(['payment_id', 'direction']).where('refund_id', 'is', null).doNothing(),
      )
  );
}

/** The exact pot of an instance now: what was folded plus every movement since. */
export const potTotalOf = (instanceColumn: string) =>
  sql<number>`instance_pot_cents(${sql.ref(instanceColumn)})`;

/**
 * Folds the movements of every instance still selling or awaiting its draw into its row.
 * The pot trigger announces each changed pot to every process (LISTEN/NOTIFY), so open
 * dashboards hear the pot once per fold, not once per purchase.
 */
export async function foldPots(db: Executor): Promise<void> {
  await sql`
    select fold_pot(i.id) from game_instances i
    where i.status in ('Open', 'SalesClosed')
      and exists (select 1 from pot_movements m
                  where m.game_instance_id = i.id and m.tx >= i.pot_folded_tx)`.execute(db);
}

/**
 * What an instance's payments brought in, net of refunds before its draw (every movement of
 * its ledger), when that is not entries × ticket price: some numbers were sold in bundles, or
 * staff refunded an amount before the draw (the entries stay, the money left the pot, R6);
 * undefined otherwise, and the sales are entries × ticket price as they always were. The draw
 * divides these sales and the pot holds them plus what was carried in: one figure for both.
 */
export async function instanceSales(db: Executor, instanceId: string): Promise<number | undefined> {
  const { rows } = await sql<{ sales: string | number | null }>`
    select case when exists (select 1 from payments p where p.game_instance_id = ${instanceId}
        and p.bundle_numbers is not null and p.status in ('succeeded', 'refunded'))
      or exists (select 1 from payment_refunds r where r.game_instance_id = ${instanceId}
        and r.kind = 'refund' and not r.after_draw)
      then (select coalesce(sum(amount_cents), 0) from pot_movements
        where game_instance_id = ${instanceId}) end as sales`.execute(db);
  const sales = rows[0]?.sales;
  return sales === null || sales === undefined ? undefined : Number(sales);
}
