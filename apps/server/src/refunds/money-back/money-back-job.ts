import {
  afterUnanswered,
  REFUND_ANSWER_TIMEOUT_MS,
  retryDelayMs,
} from '@charity/domain/refunds/refund-life-cycle';
import type { FastifyInstance } from 'fastify';
import { claimJobs, finishJob } from '../../jobs/job-queue';
import { retryJobAt } from '../../lifecycle/lifecycle-jobs';
import { ProviderRequestError } from '../../payments/payment-provider';
import { moneyBackFailed, moneyBackSucceeded } from './money-back-outcome';
import { MONEY_BACK_JOB } from './request-money-back';
import './ledger-tables';

interface Sending {
  id: string;
  state: string;
  amount_cents: number;
  charge_id: string;
  staff_refund_id: string | null;
  prepaid_refund_id: string | null;
  provider: string;
  provider_reference: string | null;
}

/** The key the processor knows the refund by (kept from before the ledger for its paths). */
const idempotencyKey = (row: Sending) =>
  row.staff_refund_id
    ? `refund-${row.staff_refund_id}`
    : row.prepaid_refund_id
      ? `prepaid-refund-${row.prepaid_refund_id}`
      : `money-back-${row.id}`;

/** Requested -> sent, counting the attempt; null when it is final already. */
async function markSent(app: FastifyInstance, ledgerId: string) {
  return app.db
    .updateTable('refund_ledger as l')
    .from('payments as p')
    .set((eb) => ({ state: 'sent', attempts: eb('l.attempts', '+', 1), updated_at: new Date() }))
    .whereRef('p.id', '=', 'l.charge_id')
    .where('l.id', '=', ledgerId)
    .where('l.state', 'in', ['requested', 'sent'])
    .returning([
      'l.id',
      'l.state',
      'l.attempts',
      'l.amount_cents',
      'l.charge_id',
      'l.staff_refund_id',
      'l.prepaid_refund_id',
      'p.provider',
      'p.provider_reference',
    ])
    .executeTakeFirst();
}

/** The processor's answer, or an error once `timeoutMs` passed without one (a hung call). */
async function answerWithin<T>(call: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(app: FastifyInstance, row: Sending, timeoutMs: number) {
  const provider = app.payments.provider(row.provider);
  const reference =
    row.provider_reference ??
    (await answerWithin(provider.lookup({ paymentId: row.charge_id, reference: null }), timeoutMs))
      ?.reference;
  if (!reference) throw new Error('charge not found at the processor');
  await answerWithin(
    provider.refund(reference, {
      amountCents: Number(row.amount_cents),
      idempotencyKey: idempotencyKey(row),
    }),
    timeoutMs,
  );
}

/** One claimed refund: sent, then succeeded, failed, or asked again later. */
async function sendOne(
  app: FastifyInstance,
  job: { id: number; payload: Record<string, unknown> },
  timeoutMs: number,
) {
  const ledgerId = String(job.payload.ledgerId);
  const row = await markSent(app, ledgerId);
  if (!row) {
    await finishJob(app.db, job.id);
    return;
  }
  try {
    await send(app, row, timeoutMs);
    await moneyBackSucceeded(app, ledgerId);
    await finishJob(app.db, job.id);
  } catch (err) {
    const refused = err instanceof ProviderRequestError;
    if (refused || afterUnanswered(row.attempts) === 'failed') {
      const reason = refused
        ? err.message
        : `The processor did not answer after ${row.attempts} attempts (${String(err)}). Check the charge at the processor before giving the money back another way.`;
      app.log.warn({ err, refund: ledgerId }, 'refund failed at the processor');
      await moneyBackFailed(app, ledgerId, reason);
      await finishJob(app.db, job.id, reason);
    } else {
      app.log.error({ err, refund: ledgerId }, 'refund not taken by the processor yet');
      await retryJobAt(app.db, job.id, new Date(Date.now() + retryDelayMs(row.attempts)));
    }
  }
}

/**
 * Sends requested refunds to the processor, whichever path asked: run at once after the
 * request commits and again by every lifecycle pass (any process: SKIP LOCKED; the
 * idempotency key makes a repeat refund nothing more). A refusal ends it `failed` with the
 * processor's reason; a processor that does not answer within `timeoutMs` (a hung call) is
 * asked again later, at most MAX_REFUND_ATTEMPTS times, then it ends `failed` too. Never
 * retried without end, never shown as refunded. The batch is sent at once, so a hung
 * processor holds the caller (a staff refund's answer) for one timeout, not one per refund.
 */
export async function runMoneyBack(
  app: FastifyInstance,
  options: { batch?: number; timeoutMs?: number } = {},
): Promise<number> {
  if (!app.hasDecorator('payments')) return 0;
  const jobs = await claimJobs(app.db, MONEY_BACK_JOB, options.batch ?? 20);
  await Promise.all(
    jobs.map((job) => sendOne(app, job, options.timeoutMs ?? REFUND_ANSWER_TIMEOUT_MS)),
  );
  return jobs.length;
}
