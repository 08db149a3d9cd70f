import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { requestMoneyBack } from '../refunds/money-back/request-money-back';
import type { PrepaidRefundReason } from './prepaid-tables';

const PATHS = {
  player: 'prepaid',
  'self-exclusion': 'self-exclusion',
  cancellation: 'cancellation',
} as const;

export interface RequestedRefund {
  refundId: string;
  draws: number;
  amountCents: number;
}

/**
 * Gives back, in the caller's transaction, every draw of a prepaid charge whose instance has
 * not opened: the draws are marked refunded with their refund (the charge locked first, as
 * a staff refund and the processor's refund event do, then its draws, so an instance opening
 * at the same moment either entered a draw or sees it refunded, never both) and the money
 * goes back through the refund life cycle (refunds/money-back). Null when nothing is left.
 */
export async function requestPrepaidRefund(
  trx: Executor,
  input: {
    paymentId: string;
    reason: PrepaidRefundReason;
    actor: string;
    /** Only these draws (a cancelled instance's); every pending one when absent. */
    drawIndexes?: number[];
  },
): Promise<RequestedRefund | null> {
  const only = input.drawIndexes ? sql`and draw_index = any(${input.drawIndexes}::int[])` : sql``;
  await sql`select from payments where id = ${input.paymentId} for no key update`.execute(trx);
  const { rows } = await sql<{
    draw_index: number;
    amount_cents: string;
    organization_id: string;
    player_id: string;
  }>`
    select draw_index, amount_cents, organization_id, player_id from prepaid_draws
    where payment_id = ${input.paymentId} and status = 'pending' ${only}
    order by draw_index for update`.execute(trx);
  const first = rows[0];
  if (!first) return null;
  const amountCents = rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
  const refund = await trx
    .insertInto('prepaid_refunds')
    .values({
      payment_id: input.paymentId,
      organization_id: first.organization_id,
      player_id: first.player_id,
      amount_cents: amountCents,
      draws: rows.length,
      reason: input.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('prepaid_draws')
    .set({ status: 'refunded', refund_id: refund.id, updated_at: new Date() })
    .where('payment_id', '=', input.paymentId)
    .where(
      'draw_index',
      'in',
      rows.map((row) => row.draw_index),
    )
    .execute();
  await requestMoneyBack(trx, {
    organizationId: first.organization_id,
    chargeId: input.paymentId,
    path: PATHS[input.reason],
    amountCents,
    actor: input.actor,
    prepaidRefundId: refund.id,
    prepaidDrawIndexes: rows.map((row) => row.draw_index),
  });
  await appendAudit(trx, {
    organizationId: first.organization_id,
    actor: input.actor,
    action: 'prepaid.refund-requested',
    subjectType: 'payment',
    subjectId: input.paymentId,
    details: {
      refundId: refund.id,
      reason: input.reason,
      draws: rows.map((row) => row.draw_index),
      amountCents,
    },
  });
  return { refundId: refund.id, draws: rows.length, amountCents };
}

/** Every prepaid charge of a player in an organization with draws not opened yet. */
export async function refundAllPrepaid(
  trx: Executor,
  input: { organizationId: string; playerId: string; reason: PrepaidRefundReason; actor: string },
): Promise<RequestedRefund[]> {
  const charges = await trx
    .selectFrom('prepaid_draws')
    .select('payment_id')
    .distinct()
    .where('organization_id', '=', input.organizationId)
    .where('player_id', '=', input.playerId)
    .where('status', '=', 'pending')
    .execute();
  const refunds: RequestedRefund[] = [];
  for (const charge of charges) {
    const refund = await requestPrepaidRefund(trx, { ...input, paymentId: charge.payment_id });
    if (refund) refunds.push(refund);
  }
  return refunds;
}
