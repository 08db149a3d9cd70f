import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { recordPotMovement } from '../live-pot/pot-ledger';

/**
 * The processor refunded a prepaid charge in full (a dispute, a refund in its dashboard):
 * its draws not opened are refunded with it, and each draw entered in an instance not drawn
 * yet leaves that draw and its pot, as a refunded payment does. A drawn instance keeps its
 * published entries. Runs in the charge's outcome transaction.
 */
export async function refundPrepaidCharge(trx: Executor, chargeId: string): Promise<void> {
  await trx
    .updateTable('prepaid_draws')
    .set({ status: 'refunded', updated_at: new Date() })
    .where('payment_id', '=', chargeId)
    .where('status', '=', 'pending')
    .execute();
  // The instance rows are locked first, as a refund does (a draw holds them while it reads),
  // then read: a select that waited for them would miss the draw that made it wait.
  await sql`select from payments p join game_instances i on i.id = p.game_instance_id
    where p.funded_by = ${chargeId} and p.status = 'succeeded'
    order by p.game_instance_id
    for no key update of i`.execute(trx);
  const { rows } = await sql<{ id: string; game_instance_id: string; amount_cents: string }>`
    select p.id, p.game_instance_id, p.amount_cents - p.refunded_cents as amount_cents
    from payments p
    where p.funded_by = ${chargeId} and p.status = 'succeeded'
      and not exists (select 1 from draws d where d.game_instance_id = p.game_instance_id)
    order by p.game_instance_id`.execute(trx);
  for (const draw of rows) {
    await trx
      .updateTable('payments')
      .set({ status: 'refunded', updated_at: new Date() })
      .where('id', '=', draw.id)
      .execute();
    await trx.deleteFrom('instance_entries').where('payment_id', '=', draw.id).execute();
    // What staff gave back of it already left its pot (the pot gives back what it took in).
    if (Number(draw.amount_cents) <= 0) continue;
    await recordPotMovement(
      trx,
      {
        id: draw.id,
        game_instance_id: draw.game_instance_id,
        amount_cents: Number(draw.amount_cents),
      },
      'out',
    );
  }
}
