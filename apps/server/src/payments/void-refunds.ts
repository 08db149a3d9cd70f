import type { FastifyInstance } from 'fastify';
import { claimJobs, finishJob } from '../jobs/job-queue';
import { retryJobAt } from '../lifecycle/lifecycle-jobs';
import { giveBackLateCharge } from '../refunds/money-back/late-charge';
import { runMoneyBack } from '../refunds/money-back/money-back-job';

export const VOID_REFUND_JOB = 'payment-void-refund';
/** How often a voided payment's charge is asked about until the processor finishes it. */
const WATCH_EVERY_MS = 60_000;

/** Why a late charge goes back, by the path its watch was queued for. */
const LATE_REASON = {
  'sales-close': 'Charged after it was taken out of its draw at sales close.',
  'self-exclusion': 'Charged after the player self-excluded.',
} as const;

/**
 * A payment voided at sales close (or cancelled by a self-exclusion) whose charge the
 * processor could not cancel: asked about until the charge is final. Settled after all, what
 * is left of it goes back through the refund life cycle (`giveBackLateCharge`: a ledger row,
 * sent by `runMoneyBack`, failed with its reason after bounded tries); failed, nothing was
 * taken. Any process may run it (SKIP LOCKED).
 */
export async function runVoidRefunds(app: FastifyInstance, batch = 20): Promise<number> {
  const jobs = await claimJobs(app.db, VOID_REFUND_JOB, batch);
  for (const job of jobs) {
    const paymentId = String(job.payload.paymentId);
    try {
      const provider = app.payments.provider(String(job.payload.provider));
      const reference = typeof job.payload.reference === 'string' ? job.payload.reference : null;
      const charge = await provider.lookup({ paymentId, reference });
      if (charge?.status === 'succeeded') {
        const path = job.payload.path === 'self-exclusion' ? 'self-exclusion' : 'sales-close';
        const reason = LATE_REASON[path];
        if (await giveBackLateCharge(app, { paymentId, path, reason })) await runMoneyBack(app);
        app.log.warn({ payment: paymentId }, 'voided payment charged after all: refund requested');
      } else if (charge?.status === 'processing' || charge?.status === 'requires_action') {
        await retryJobAt(app.db, job.id, new Date(Date.now() + WATCH_EVERY_MS));
        continue;
      }
      await finishJob(app.db, job.id);
    } catch (err) {
      app.log.error({ err, payment: paymentId }, 'refund watch of a voided payment failed');
      await retryJobAt(app.db, job.id, new Date(Date.now() + WATCH_EVERY_MS));
    }
  }
  return jobs.length;
}
