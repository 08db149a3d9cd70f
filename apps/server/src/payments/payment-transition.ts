import { declineMessage } from '@charity/domain/payments/test-cards';
import { canMovePayment, type PaymentStatus } from '@charity/domain/payments/payment-status';
import { SubscriptionStatus } from '@charity/domain/subscription-status';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import type { WebhookOutcome } from './payment-provider';
import { buildReceipt } from './receipt';

export interface OutcomeInput {
  paymentId: string;
  status: WebhookOutcome;
  failureCode: string | null;
  /** A provider event: recorded in the same transaction, so a replay is recognised. */
  event?: { provider: string; eventId: string; type: string };
}

export type OutcomeResult = 'applied' | 'unchanged' | 'duplicate';

export type OutcomePayment = {
  id: string;
  organization_id: string;
  player_id: string;
  kind: string;
  amount_cents: number;
  game_instance_id: string;
  group_ids: string[];
  status: PaymentStatus;
};

const AUDIT_ACTION: Record<string, string> = {
  succeeded: 'sale',
  failed: 'sale-failed',
  refunded: 'refund',
};

async function onSucceeded(trx: Executor, payment: OutcomePayment) {
  await trx
    .updateTable('instance_entries')
    .set({ paid: true })
    .where('payment_id', '=', payment.id)
    .execute();
  await trx
    .insertInto('receipts')
    .values({
      payment_id: payment.id,
      organization_id: payment.organization_id,
      player_id: payment.player_id,
      contents: JSON.stringify(await buildReceipt(trx, payment.id)),
    })
    .execute();
  if (payment.kind === 'renewal')
    await setRenewalStatus(trx, payment, SubscriptionStatus.PaymentSuccessful);
}

async function onFailed(trx: Executor, payment: OutcomePayment) {
  await trx.deleteFrom('instance_entries').where('payment_id', '=', payment.id).execute();
  // A purchase whose payment fails keeps no numbers.
  if (payment.kind === 'purchase') {
    await trx.deleteFrom('player_number_groups').where('id', 'in', payment.group_ids).execute();
    // Numbers came free: a "sold out" hint for the game no longer holds.
    await sql`delete from game_numbers_exhausted
      where game_id = (select game_id from game_instances where id = ${payment.game_instance_id})`.execute(
      trx,
    );
  }
  if (payment.kind === 'renewal')
    await setRenewalStatus(trx, payment, SubscriptionStatus.PaymentFailure);
}

/**
 * A refund before the draw takes the payment's entries out of the draw and its amount out of
 * the pot. After the draw it changes neither: the published entry list and the prize were
 * computed from them and the draw is final; reconciliation then lists the refunded payment
 * whose entries stayed (EntryWithoutSucceededPayment), as an auditor must see it. The instance
 * row is locked first (a draw holds it FOR UPDATE while it reads the entries), so a refund and
 * a draw of the same instance never interleave. Answers true when the draw kept them.
 */
async function onRefunded(trx: Executor, payment: OutcomePayment): Promise<boolean> {
  const { rows } = await sql<{ drawn: boolean }>`
    select exists (select 1 from draws d where d.game_instance_id = i.id) as drawn
    from game_instances i where i.id = ${payment.game_instance_id} for no key update`.execute(trx);
  if (rows[0]?.drawn) return true;
  await trx.deleteFrom('instance_entries').where('payment_id', '=', payment.id).execute();
  return false;
}

async function setRenewalStatus(
  trx: Executor,
  payment: OutcomePayment,
  status: SubscriptionStatus,
) {
  await trx
    .updateTable('player_number_groups')
    .set({ subscription_status: status, subscription_instance_id: payment.game_instance_id })
    .where('id', 'in', payment.group_ids)
    .where('subscription_status', '>', SubscriptionStatus.Unsubscribed)
    .execute();
}

/** What happened, and what `afterOutcome` must do once the transaction committed. */
export interface AppliedOutcome {
  result: OutcomeResult;
  status: WebhookOutcome;
  payment?: OutcomePayment;
}

/**
 * Moves a payment inside the caller's transaction: forward moves only, each applied once.
 * The caller commits, then hands the answer to `afterOutcome` for the e-mails.
 */
export async function applyOutcomeInTransaction(
  trx: Executor,
  input: OutcomeInput,
): Promise<AppliedOutcome> {
  const status = input.status;
  if (input.event) {
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        provider: input.event.provider,
        event_id: input.event.eventId,
        event_type: input.event.type,
        payment_id: input.paymentId,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return { result: 'duplicate', status };
  }
  const { rows } =
    await sql<OutcomePayment>`select id, organization_id, player_id, kind, amount_cents::int8 as amount_cents,
      game_instance_id, group_ids, status from payments where id = ${input.paymentId} for update`.execute(
      trx,
    );
  const payment = rows[0];
  if (!payment || !canMovePayment(payment.status, input.status))
    return { result: 'unchanged', status };

  await trx
    .updateTable('payments')
    .set({
      status: input.status,
      failure_code: input.status === 'failed' ? (input.failureCode ?? 'card_declined') : null,
      failure_message:
        input.status === 'failed' ? declineMessage(input.failureCode ?? 'card_declined') : null,
      updated_at: new Date(),
    })
    .where('id', '=', payment.id)
    .execute();
  if (input.status === 'succeeded') await onSucceeded(trx, payment);
  if (input.status === 'failed') await onFailed(trx, payment);
  const afterDraw = input.status === 'refunded' && (await onRefunded(trx, payment));
  const action = AUDIT_ACTION[input.status];
  if (action) {
    await appendAudit(trx, {
      organizationId: payment.organization_id,
      actor: input.event ? `provider:${input.event.provider}` : 'system',
      action,
      subjectType: 'payment',
      subjectId: payment.id,
      details: {
        kind: payment.kind,
        amountCents: payment.amount_cents,
        instanceId: payment.game_instance_id,
        failureCode: input.failureCode,
        ...(afterDraw ? { afterDraw } : {}),
      },
    });
  }
  // The instance row is shared by every buyer: touched last so its lock is held shortest.
  const delta = afterDraw
    ? 0
    : input.status === 'succeeded'
      ? payment.amount_cents
      : input.status === 'refunded'
        ? -payment.amount_cents
        : 0;
  if (delta !== 0) {
    await sql`update game_instances set pot_total_cents = greatest(0, pot_total_cents + ${delta})
      where id = ${payment.game_instance_id}`.execute(trx);
  }
  return { result: 'applied', status, payment: { ...payment, status: status as PaymentStatus } };
}
