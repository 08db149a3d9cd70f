import { perDrawCents } from '@charity/domain/prepaid/prepaid-draws';
import type { Executor } from '../db/executor';
import { createDrawPayment } from './draw-payment';
import { drawTimes, loadSchedule, loadUpcoming } from './prepaid-schedule';

export interface PrepaidCharge {
  id: string;
  organization_id: string;
  player_id: string;
  amount_cents: number;
  game_instance_id: string;
  group_ids: string[];
  prepaid_draws: number;
}

/**
 * A prepaid charge succeeded: its first draw moves into a draw payment of the current
 * instance (the entries the checkout made, now paid, follow it) and the other draws wait
 * for their instances to open. Answers the draw times for the receipt.
 */
export async function startPrepayment(trx: Executor, charge: PrepaidCharge): Promise<string[]> {
  const groupId = charge.group_ids[0];
  if (!groupId || charge.group_ids.length !== 1) throw new Error('a prepayment pays one group');
  const instance = await trx
    .selectFrom('payments as p')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .select(['i.game_id', 'i.draw_at', 'p.provider', 'p.currency'])
    .where('p.id', '=', charge.id)
    .executeTakeFirstOrThrow();
  const amount = perDrawCents(Number(charge.amount_cents), charge.prepaid_draws);
  const drawPaymentId = await createDrawPayment(trx, {
    chargeId: charge.id,
    drawIndex: 1,
    organizationId: charge.organization_id,
    playerId: charge.player_id,
    groupId,
    instanceId: charge.game_instance_id,
    amountCents: amount,
    currency: instance.currency,
    provider: instance.provider,
  });
  await trx
    .updateTable('instance_entries')
    .set({ payment_id: drawPaymentId })
    .where('payment_id', '=', charge.id)
    .execute();
  await trx
    .insertInto('prepaid_draws')
    .values(
      Array.from({ length: charge.prepaid_draws }, (_, index) => ({
        payment_id: charge.id,
        draw_index: index + 1,
        organization_id: charge.organization_id,
        player_id: charge.player_id,
        game_id: instance.game_id,
        group_id: groupId,
        amount_cents: amount,
        status: index === 0 ? ('entered' as const) : ('pending' as const),
        game_instance_id: index === 0 ? charge.game_instance_id : null,
        entry_payment_id: index === 0 ? drawPaymentId : null,
      })),
    )
    .execute();
  const schedule = await loadSchedule(trx, instance.game_id);
  const draws = Array.from({ length: charge.prepaid_draws }, (_, index) => ({
    drawAt: index === 0 ? instance.draw_at : null,
  }));
  return drawTimes(schedule, draws, await loadUpcoming(trx, instance.game_id)).map((draw) =>
    draw.drawAt.toISOString(),
  );
}
