import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { settleBeforeDraw } from '../payments/unsettled-at-close';
import { giveBack } from '../refunds/staff-refunds';
import './instance-cancel-tables';

export interface CancelProgress {
  voidedPayments: number;
  refundedCents: number;
  unsettledPayments: number;
}

interface CancelledInstance {
  id: string;
  organization_id: string;
  cancelled_by: string | null;
  cancel_reason: string | null;
}

/** Payments of the instance whose paid entries are still in it (a prepaid charge's own row
 * is left: its draws are payments of their own, voided here, and its later draws wait). */
async function paymentsToVoid(db: Executor, instanceId: string) {
  const { rows } = await sql<{ id: string }>`
    select p.id from payments p
    where p.game_instance_id = ${instanceId} and p.status = 'succeeded'
      and p.prepaid_draws is null
      and exists (select 1 from instance_entries e
                  where e.payment_id = p.id and e.game_instance_id = ${instanceId} and e.paid)
    order by p.created_at, p.id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Finishes what cancelling an instance promised: a payment still waiting for its processor is
 * settled or taken out as at sales close (settleBeforeDraw), then every payment with entries
 * in it is voided through the staff void (refunds/staff-refunds.ts: entries out, pot out,
 * refund to the card, the player e-mailed, audited with the reason). Each payment is its own
 * transaction, so this is run again by every lifecycle pass until nothing is left (a crash,
 * a payment that succeeded after the cancel); a payment voided meanwhile is skipped.
 */
export async function finishCancellation(
  app: FastifyInstance,
  instance: CancelledInstance,
): Promise<CancelProgress> {
  const unsettled = await settleBeforeDraw(app, instance.id, instance.cancelled_by ?? 'system');
  const progress = { voidedPayments: 0, refundedCents: 0, unsettledPayments: unsettled.voided };
  if (!instance.cancelled_by) return progress;
  for (const paymentId of await paymentsToVoid(app.db, instance.id)) {
    try {
      const result = await giveBack(app, {
        organizationId: instance.organization_id,
        paymentId,
        actorId: instance.cancelled_by,
        reason: `Draw cancelled: ${instance.cancel_reason ?? ''}`.trim(),
        void: {},
        path: 'cancellation',
      });
      progress.voidedPayments++;
      progress.refundedCents += result.Amount;
    } catch (error) {
      // Voided by a peer's pass (or by staff) in the meantime: nothing left to do for it.
      const done = error instanceof HttpError && error.code === MoneyOperationCode.AlreadyVoided;
      if (!done) throw error;
    }
  }
  return progress;
}

/** Every instance cancelled in the console with money still to give back; one pass each. */
export async function finishCancellations(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<CancelledInstance>`
    select i.id, g.organization_id, i.cancelled_by, i.cancel_reason
    from game_instances i join games g on g.id = i.game_id
    where i.cancelled_at is not null and i.status = ${GameInstanceStatus.Cancelled}
      and exists (select 1 from payments p where p.game_instance_id = i.id
        and (p.status in ('processing', 'requires_action')
          or (p.status = 'succeeded' and p.prepaid_draws is null and exists (
            select 1 from instance_entries e
            where e.payment_id = p.id and e.game_instance_id = i.id and e.paid))))`.execute(app.db);
  let finished = 0;
  for (const instance of rows) {
    try {
      await finishCancellation(app, instance);
      finished++;
    } catch (err) {
      app.log.error({ err, instance: instance.id }, 'cancelled instance not refunded yet');
    }
  }
  return finished;
}
