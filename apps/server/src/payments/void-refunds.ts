import type { FastifyInstance } from 'fastify';
import { claimJobs, finishJob } from '../jobs/job-queue';
import { retryJobAt } from '../lifecycle/lifecycle-jobs';

export const VOID_REFUND_JOB = 'payment-void-refund';
/** How often a voided payment's charge is asked about until the processor finishes it. */
const WATCH_EVERY_MS = 60_000;

/**
 * A payment voided at sales close whose charge the processor could not cancel: asked about
 * until the charge is final. Settled after all, it is refunded in full; failed, nothing was
 * taken. Any process may run it (SKIP LOCKED); a refund carries an idempotency key.
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
        await provider.refund(charge.reference);
        app.log.warn({ payment: paymentId }, 'voided payment charged after all: refunded');
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
