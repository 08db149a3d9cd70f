import { coverDraws, type DrawToCover } from '@charity/domain/refunds/refund-life-cycle';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export interface PrepaidCover {
  /** The draws not opened that this refund gave back (they never enter a draw). */
  prepaidDrawIndexes: number[];
  /** The draw payments whose pots gave back part of it. */
  drawPaymentIds: string[];
}

interface EnteredDraw {
  id: string;
  game_instance_id: string;
  amount_cents: string | number;
  refunded_cents: string | number;
}

/**
 * A staff refund of a prepaid charge, spread over its draws (coverDraws): each draw not opened
 * that it covers whole is refunded (never enters a draw), then the draw of an instance not
 * drawn yet gives back from its own pot what it took in, no more, and leaves the draw when
 * all of it went back. The charge's rows are locked by the caller, then its draws here (the
 * order the player's refund and the processor's refund event take too).
 */
export async function coverPrepaidCharge(
  trx: Executor,
  input: { chargeId: string; amountCents: number; refundId: string },
): Promise<PrepaidCover> {
  const pending = await trx
    .selectFrom('prepaid_draws')
    .select(['draw_index', 'amount_cents'])
    .where('payment_id', '=', input.chargeId)
    .where('status', '=', 'pending')
    .orderBy('draw_index', 'desc')
    .forUpdate()
    .execute();
  // Locked first, then read (a draw holds its instance while it reads the entries).
  await sql`select from payments p join game_instances i on i.id = p.game_instance_id
    where p.funded_by = ${input.chargeId} and p.status = 'succeeded'
    order by p.game_instance_id for no key update of p, i`.execute(trx);
  const { rows: entered } = await sql<EnteredDraw>`
    select p.id, p.game_instance_id, p.amount_cents, p.refunded_cents from payments p
    where p.funded_by = ${input.chargeId} and p.status = 'succeeded'
      and not exists (select 1 from draws d where d.game_instance_id = p.game_instance_id)
    order by p.created_at desc limit 1`.execute(trx);
  const draws: DrawToCover[] = [
    ...pending.map((d) => ({
      kind: 'pending' as const,
      key: String(d.draw_index),
      leftCents: Number(d.amount_cents),
    })),
    ...entered.map((d) => ({
      kind: 'entered' as const,
      key: d.id,
      leftCents: Number(d.amount_cents) - Number(d.refunded_cents),
    })),
  ];
  const { covers } = coverDraws(input.amountCents, draws);
  const cover: PrepaidCover = { prepaidDrawIndexes: [], drawPaymentIds: [] };
  for (const part of covers) {
    if (part.kind === 'pending') {
      cover.prepaidDrawIndexes.push(Number(part.key));
      continue;
    }
    const draw = entered.find((d) => d.id === part.key)!;
    await giveBackFromDraw(trx, draw, part.cents, input.refundId);
    cover.drawPaymentIds.push(draw.id);
  }
  if (cover.prepaidDrawIndexes.length > 0) {
    await trx
      .updateTable('prepaid_draws')
      .set({ status: 'refunded', updated_at: new Date() })
      .where('payment_id', '=', input.chargeId)
      .where('draw_index', 'in', cover.prepaidDrawIndexes)
      .execute();
  }
  return cover;
}

async function giveBackFromDraw(trx: Executor, draw: EnteredDraw, cents: number, refundId: string) {
  const full = Number(draw.refunded_cents) + cents === Number(draw.amount_cents);
  await trx
    .updateTable('payments')
    .set((eb) => ({
      refunded_cents: eb('refunded_cents', '+', cents),
      ...(full ? { status: 'refunded' as const } : {}),
      updated_at: new Date(),
    }))
    .where('id', '=', draw.id)
    .execute();
  if (full) await trx.deleteFrom('instance_entries').where('payment_id', '=', draw.id).execute();
  await trx
    .insertInto('pot_movements')
    .values({
      game_instance_id: draw.game_instance_id,
      payment_id: draw.id,
      direction: 'out',
      amount_cents: -cents,
      refund_id: refundId,
    })
    .execute();
}
