import { declineMessage } from '@charity/domain/payments/test-cards';
import { statusesMovingTo, type PaymentStatus } from '@charity/domain/payments/payment-status';
import { SubscriptionStatus } from '@charity/domain/subscription-status';
import type { Receipt } from '@charity/domain/payments/payment-api';
import { sql, type QueryCreator } from 'kysely';
import { appendAudit, auditInsert, type AuditEntry } from '../audit/audit-log.repository';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { potMovementInsert, recordPotMovement } from '../live-pot/pot-ledger';
import type { WebhookOutcome } from './payment-provider';
import { payEntriesAndBuildReceipt, receiptOf } from './receipt';
import { keepHeldCard } from './saved-cards';
import { refundPrepaidCharge } from '../prepaid/prepaid-charge-refunded';
import { recordMoneyBack } from '../refunds/money-back/request-money-back';
import { startPrepayment } from '../prepaid/start-prepayment';

export interface OutcomeInput {
  paymentId: string;
  status: WebhookOutcome;
  failureCode: string | null;
  /** The charge's answer: the processor's reference, written with the move. */
  charge?: ChargeReference;
  /** A provider event: recorded in the same transaction, so a replay is recognised. */
  event?: { provider: string; eventId: string; type: string };
}

export interface ChargeReference {
  reference: string | null;
  clientSecret: string | null;
  nextActionUrl: string | null;
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
  prepaid_draws: number | null;
};

const AUDIT_ACTION = {
  succeeded: 'sale',
  failed: 'sale-failed',
  refunded: 'refund',
} as const;

/**
 * A success: the entries paid, the receipt, the sale's audit row and the money into the pot,
 * in two statements. A prepaid charge moves the pots through its draws' own payments.
 */
async function onSucceeded(
  trx: Executor,
  payment: MovedPayment,
  input: OutcomeInput,
): Promise<Receipt> {
  await keepHeldCard(trx, payment.id, payment.card_to_save);
  const built = await payEntriesAndBuildReceipt(trx, payment.id);
  // A prepaid charge: its first draw is entered now, the others when their instances open.
  const contents = payment.prepaid_draws
    ? {
        ...built,
        PaidDraws: await startPrepayment(trx, { ...payment, prepaid_draws: payment.prepaid_draws }),
      }
    : built;
  const receipt = {
    payment_id: payment.id,
    organization_id: payment.organization_id,
    player_id: payment.player_id,
    contents: JSON.stringify(contents),
  };
  const withAudit = trx.with('audit', (db) =>
    auditInsert(db, outcomeAudit(payment, AUDIT_ACTION.succeeded, input)),
  );
  const bookkeeping: Pick<QueryCreator<Database>, 'insertInto'> = payment.prepaid_draws
    ? withAudit
    : withAudit.with('pot', (db) => potMovementInsert(db, payment, 'in'));
  const issued = await bookkeeping
    .insertInto('receipts')
    .values(receipt)
    .returning(['receipt_number', 'issued_at'])
    .executeTakeFirstOrThrow();
  if (payment.kind === 'renewal')
    await setRenewalStatus(trx, payment, SubscriptionStatus.PaymentSuccessful);
  return receiptOf(contents, issued);
}

/** The audit row of a processor's outcome: a sale, a failed sale or a refund. */
function outcomeAudit(
  payment: OutcomePayment,
  action: AuditEntry['action'],
  input: Pick<OutcomeInput, 'failureCode' | 'event'>,
  afterDraw = false,
): AuditEntry {
  return {
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
  };
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
  const instanceId = payment.game_instance_id;
  await sql`select from game_instances where id = ${instanceId} for no key update`.execute(trx);
  // Read once locked: the locking select itself would miss a draw that made it wait.
  const { rows } = await sql<{ drawn: boolean }>`
    select exists (select 1 from draws where game_instance_id = ${instanceId}) as drawn`.execute(
    trx,
  );
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

type MovedPayment = OutcomePayment & {
  refunded_cents: string | number;
  card_to_save: unknown;
  currency: string;
  failure_message: string | null;
  next_action_url: string | null;
  client_secret: string | null;
  asked_numbers: number[] | null;
};

/**
 * The move itself, in one guarded update: the row lock, the forward-only check and the new
 * status (with the processor's reference when the charge just answered). Null when the
 * payment does not exist or cannot move there (a late or repeated event).
 */
async function movePayment(trx: Executor, input: OutcomeInput): Promise<MovedPayment | null> {
  const failed = input.status === 'failed';
  const failureCode = failed ? (input.failureCode ?? 'card_declined') : null;
  const charge = input.charge
    ? sql`, provider_reference = ${input.charge.reference},
        client_secret = ${input.charge.clientSecret},
        next_action_url = ${input.charge.nextActionUrl}`
    : sql``;
  // The numbers a failed payment was for, kept on it before its entries are let go.
  const asked = failed
    ? sql`(select array_agg(e.ticket_number order by e.ticket_number)
        from instance_entries e where e.payment_id = payments.id)`
    : sql`null`;
  const { rows } = await sql<MovedPayment>`
    update payments set status = ${input.status}, failure_code = ${failureCode},
      asked_numbers = ${asked},
      failure_message = ${failureCode ? declineMessage(failureCode) : null},
      updated_at = ${new Date()} ${charge}
    where id = ${input.paymentId} and status = any(${statusesMovingTo(input.status)}::text[])
    returning id, organization_id, player_id, kind, amount_cents::int8 as amount_cents,
      game_instance_id, group_ids, status, prepaid_draws, refunded_cents, card_to_save,
      currency, failure_message, next_action_url, client_secret, asked_numbers`.execute(trx);
  return rows[0] ?? null;
}

/** What happened, and what `afterOutcome` must do once the transaction committed. */
export interface AppliedOutcome {
  result: OutcomeResult;
  status: WebhookOutcome;
  payment?: MovedPayment;
  /** The receipt this transaction issued (a success): mailed without reading it again. */
  receipt?: Receipt;
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
  const payment = await movePayment(trx, input);
  if (!payment) return { result: 'unchanged', status };
  const receipt = input.status === 'succeeded' ? await onSucceeded(trx, payment, input) : undefined;
  if (input.status === 'failed') await onFailed(trx, payment);
  const afterDraw = input.status === 'refunded' && (await onRefunded(trx, payment));
  // A prepaid charge's draws are payments of their own: they follow it out of undrawn pots.
  if (input.status === 'refunded' && payment.prepaid_draws)
    await refundPrepaidCharge(trx, payment.id);
  // A success wrote its audit row and pot movement with its receipt (onSucceeded).
  if (input.status === 'failed' || input.status === 'refunded') {
    const audit = outcomeAudit(payment, AUDIT_ACTION[input.status], input, afterDraw);
    if (input.status === 'failed')
      audit.details = { ...audit.details, ticketNumbers: payment.asked_numbers ?? [] };
    await appendAudit(trx, audit);
  }
  // What staff gave back already left the pot by rows of its own (staff-refunds.ts).
  const left = Number(payment.amount_cents) - Number(payment.refunded_cents);
  // The processor gave back the rest of the charge itself: the life cycle records it, done.
  if (input.status === 'refunded' && left > 0)
    await recordMoneyBack(trx, {
      organizationId: payment.organization_id,
      chargeId: payment.id,
      path: 'processor',
      amountCents: left,
      actor: input.event ? `provider:${input.event.provider}` : 'system',
    });
  if (input.status === 'refunded' && !afterDraw && !payment.prepaid_draws && left > 0)
    await recordPotMovement(trx, { ...payment, amount_cents: left }, 'out');
  return {
    result: 'applied',
    status,
    payment: { ...payment, status: status as PaymentStatus },
    ...(receipt ? { receipt } : {}),
  };
}
