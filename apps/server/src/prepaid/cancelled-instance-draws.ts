import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { requestPrepaidRefund, type RequestedRefund } from './prepaid-refunds';

/**
 * A scheduled instance is cancelled: each prepayment of its game gives back the draw that
 * instance would have held (instances open in sequence and each takes the next pending draw
 * of every prepayment, so the k-th scheduled instance holds the k-th pending draw), in the
 * cancel's transaction, through the refund life cycle. The other draws wait for the
 * instances still scheduled (their dates follow: prepaid-view).
 */
export async function refundCancelledInstanceDraws(
  trx: Executor,
  input: { instanceId: string; actor: string },
): Promise<RequestedRefund[]> {
  const { rows: position } = await sql<{ game_id: string; before: string }>`
    select i.game_id, (select count(*) from game_instances o
      where o.game_id = i.game_id and o.status = 'Scheduled' and o.sequence < i.sequence) as before
    from game_instances i where i.id = ${input.instanceId}`.execute(trx);
  const at = position[0];
  if (!at) return [];
  // The charges locked first, then their draws (the order of every refund path).
  const { rows: charges } = await sql<{ id: string }>`
    select p.id from payments p
    where p.id in (select payment_id from prepaid_draws
                   where game_id = ${at.game_id} and status = 'pending')
    order by p.id for no key update`.execute(trx);
  const refunds: RequestedRefund[] = [];
  for (const charge of charges) {
    const { rows } = await sql<{ draw_index: number }>`
      select draw_index from prepaid_draws where payment_id = ${charge.id} and status = 'pending'
      order by draw_index offset ${Number(at.before)} limit 1`.execute(trx);
    const held = rows[0];
    if (!held) continue;
    const refund = await requestPrepaidRefund(trx, {
      paymentId: charge.id,
      reason: 'cancellation',
      actor: input.actor,
      drawIndexes: [held.draw_index],
    });
    if (refund) refunds.push(refund);
  }
  return refunds;
}
