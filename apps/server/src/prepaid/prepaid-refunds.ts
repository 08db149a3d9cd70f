import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { claimJobs, enqueueJob, finishJob } from '../jobs/job-queue';
import { retryJobAt } from '../lifecycle/lifecycle-jobs';
import { sendPrepaidRefundMail } from './prepaid-refund-mail';
import type { PrepaidRefundReason } from './prepaid-tables';

export const PREPAID_REFUND_JOB = 'prepaid-refund';
const RETRY_MS = 60_000;

export interface RequestedRefund {
  refundId: string;
  draws: number;
  amountCents: number;
}

/**
 * Gives back, in the caller's transaction, every draw of a prepaid charge whose instance has
 * not opened: the draws are marked refunded with their refund (locked first, so an instance
 * opening at the same moment either entered a draw or sees it refunded, never both) and a
 * job sends the refund to the processor. Null when nothing is left to refund.
 */
export async function requestPrepaidRefund(
  trx: Executor,
  input: { paymentId: string; reason: PrepaidRefundReason; actor: string },
): Promise<RequestedRefund | null> {
  const { rows } = await sql<{
    draw_index: number;
    amount_cents: string;
    organization_id: string;
    player_id: string;
  }>`
    select draw_index, amount_cents, organization_id, player_id from prepaid_draws
    where payment_id = ${input.paymentId} and status = 'pending'
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
  await enqueueJob(trx, PREPAID_REFUND_JOB, refund.id, { refundId: refund.id });
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

async function sendRefund(app: FastifyInstance, refundId: string) {
  const refund = await app.db
    .selectFrom('prepaid_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select([
      'r.id',
      'r.status',
      'r.amount_cents',
      'r.draws',
      'r.reason',
      'r.organization_id',
      'r.player_id',
      'p.id as payment_id',
      'p.provider',
      'p.provider_reference',
      'p.currency',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (!refund || refund.status === 'refunded') return;
  if (!refund.provider_reference) throw new Error('prepaid charge without a processor reference');
  await app.payments.provider(refund.provider).refund(refund.provider_reference, {
    amountCents: Number(refund.amount_cents),
    idempotencyKey: `prepaid-refund-${refund.id}`,
  });
  const done = await app.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('prepaid_refunds')
      .set({ status: 'refunded', refunded_at: new Date() })
      .where('id', '=', refund.id)
      .where('status', '=', 'requested')
      .returning('id')
      .executeTakeFirst();
    if (!marked) return false;
    await appendAudit(trx, {
      organizationId: refund.organization_id,
      actor: `provider:${refund.provider}`,
      action: 'prepaid.refunded',
      subjectType: 'payment',
      subjectId: refund.payment_id,
      details: {
        refundId: refund.id,
        amountCents: Number(refund.amount_cents),
        draws: refund.draws,
      },
    });
    return true;
  });
  // After the commit: the mail's branding is read outside the transaction.
  if (done) {
    await sendPrepaidRefundMail(app, {
      organizationId: refund.organization_id,
      playerId: refund.player_id,
      amountCents: Number(refund.amount_cents),
      currency: refund.currency,
      draws: refund.draws,
      reason: refund.reason,
    }).catch((err: unknown) => app.log.error({ err }, 'prepaid refund mail not sent'));
  }
}

/**
 * Sends requested refunds to the processor: right after the request, and from every
 * lifecycle pass for one a crash or an unreachable processor left (SKIP LOCKED, a refund's
 * own idempotency key at the processor: never refunded twice).
 */
export async function runPrepaidRefunds(app: FastifyInstance, batch = 20): Promise<number> {
  const jobs = await claimJobs(app.db, PREPAID_REFUND_JOB, batch);
  for (const job of jobs) {
    try {
      await sendRefund(app, String(job.payload.refundId));
      await finishJob(app.db, job.id);
    } catch (err) {
      app.log.error({ err, refund: job.key }, 'prepaid refund not sent; retried later');
      await retryJobAt(app.db, job.id, new Date(Date.now() + RETRY_MS));
    }
  }
  return jobs.length;
}
