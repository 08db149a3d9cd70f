import type { FastifyInstance } from 'fastify';
import { claimJobs, finishJob } from '../jobs/job-queue';
import { retryJobAt } from '../lifecycle/lifecycle-jobs';

export const STAFF_REFUND_JOB = 'payment-staff-refund';
const RETRY_AFTER_MS = 60_000;

/**
 * Sends the staff voids and refunds recorded in the database to the processor: queued in the
 * transaction that recorded them, run at once after it commits and again by every lifecycle
 * pass until the processor took it. Each carries its own idempotency key (`refund-<id>`), so
 * a retry, a second process or a crash between the call and the job's end refunds once.
 */
export async function runStaffRefunds(app: FastifyInstance, batch = 20): Promise<number> {
  if (!app.hasDecorator('payments')) return 0;
  const jobs = await claimJobs(app.db, STAFF_REFUND_JOB, batch);
  for (const job of jobs) {
    const {
      refundId,
      paymentId,
      chargePaymentId,
      provider: name,
      reference,
      amountCents,
    } = job.payload;
    try {
      const provider = app.payments.provider(String(name));
      const charge =
        typeof reference === 'string'
          ? reference
          : (
              await provider.lookup({
                paymentId: String(chargePaymentId ?? paymentId),
                reference: null,
              })
            )?.reference;
      if (!charge) throw new Error('charge not found at the processor');
      await provider.refund(charge, {
        amountCents: Number(amountCents),
        idempotencyKey: `refund-${String(refundId)}`,
      });
      await finishJob(app.db, job.id);
    } catch (err) {
      app.log.error({ err, refund: refundId }, 'staff refund not taken by the processor yet');
      await retryJobAt(app.db, job.id, new Date(Date.now() + RETRY_AFTER_MS));
    }
  }
  return jobs.length;
}
