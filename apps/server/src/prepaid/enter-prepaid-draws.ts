import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { createDrawPayment, enterGroup } from './draw-payment';

interface PendingDraw {
  payment_id: string;
  draw_index: number;
  organization_id: string;
  player_id: string;
  group_id: string;
  amount_cents: string;
  currency: string;
  provider: string;
}

/**
 * Enters the next pending draw of every prepayment of this instance's game in it: called in
 * the transaction that opens the instance, so an open instance always has its prepaid
 * entries (none lost by a crash, none twice: the draw rows are locked, a group enters an
 * instance once, and the draw payment's key names the charge and the draw). Only instances
 * after the charge's own, and only groups not already played in this one (by hand or
 * auto-play): their draw waits for the next instance.
 */
export async function enterPrepaidDraws(trx: Executor, instanceId: string): Promise<number> {
  const { rows } = await sql<PendingDraw>`
    select pd.payment_id, pd.draw_index, pd.organization_id, pd.player_id, pd.group_id,
      pd.amount_cents, p.currency, p.provider
    from game_instances i
    join prepaid_draws pd on pd.game_id = i.game_id and pd.status = 'pending'
    join payments p on p.id = pd.payment_id
    join game_instances first on first.id = p.game_instance_id
    where i.id = ${instanceId} and i.status = 'Open' and first.sequence < i.sequence
      and not exists (select 1 from instance_entries e
                      where e.game_instance_id = i.id and e.group_id = pd.group_id)
    order by pd.payment_id, pd.draw_index
    for update of pd`.execute(trx);
  const seen = new Set<string>();
  let entered = 0;
  for (const draw of rows) {
    if (seen.has(draw.payment_id)) continue;
    seen.add(draw.payment_id);
    const paymentId = await createDrawPayment(trx, {
      chargeId: draw.payment_id,
      drawIndex: draw.draw_index,
      organizationId: draw.organization_id,
      playerId: draw.player_id,
      groupId: draw.group_id,
      instanceId,
      amountCents: Number(draw.amount_cents),
      currency: draw.currency,
      provider: draw.provider,
    });
    await enterGroup(trx, {
      instanceId,
      groupId: draw.group_id,
      playerId: draw.player_id,
      paymentId,
    });
    await trx
      .updateTable('prepaid_draws')
      .set({
        status: 'entered',
        game_instance_id: instanceId,
        entry_payment_id: paymentId,
        updated_at: new Date(),
      })
      .where('payment_id', '=', draw.payment_id)
      .where('draw_index', '=', draw.draw_index)
      .execute();
    await appendAudit(trx, {
      organizationId: draw.organization_id,
      actor: 'scheduler',
      action: 'prepaid-draw.entered',
      subjectType: 'payment',
      subjectId: draw.payment_id,
      details: { drawIndex: draw.draw_index, instanceId, drawPaymentId: paymentId },
    });
    entered++;
  }
  return entered;
}

/**
 * The same for every open instance with pending prepaid draws of its game, each in its own
 * transaction: an instance opened outside the lifecycle (a YAML file, the console) or a
 * charge that succeeded after the next instance had opened. Every process may run it.
 */
export async function enterPendingPrepaidDraws(db: Kysely<Database>): Promise<number> {
  const instances = await db
    .selectFrom('game_instances as i')
    .select('i.id')
    .where('i.status', '=', 'Open')
    .where('i.sales_close_at', '>', new Date())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('prepaid_draws as pd')
          .select('pd.draw_index')
          .whereRef('pd.game_id', '=', 'i.game_id')
          .where('pd.status', '=', 'pending'),
      ),
    )
    .execute();
  let entered = 0;
  for (const instance of instances) {
    entered += await db.transaction().execute((trx) => enterPrepaidDraws(trx, instance.id));
  }
  return entered;
}
