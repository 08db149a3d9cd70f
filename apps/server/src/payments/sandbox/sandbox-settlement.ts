import { claimJobs, enqueueJob, finishJob } from '../../jobs/job-queue';
import type { Executor } from '../../db/executor';
import { retryJobAt } from '../../lifecycle/lifecycle-jobs';
import type { SandboxEvent } from './sandbox-event';

export const SANDBOX_SETTLE_JOB = 'sandbox-settle';
/** A settlement takes milliseconds: the claim of a node that died mid-way passes quickly. */
const LEASE_SECONDS = 5;
/** Deliveries of one webhook before the processor gives up (the stale sweep asks it then). */
const MAX_DELIVERIES = 8;

export type SettledStatus = 'succeeded' | 'failed';

/**
 * The processor's promise to settle a charge it accepted, written with the charge itself:
 * whichever node is alive when it falls due keeps it, so a charge never waits on the process
 * that asked for it.
 */
export function scheduleSettlement(
  db: Executor,
  charge: { id: string; paymentId: string; outcome: SettledStatus },
  at: Date,
) {
  return enqueueJob(
    db,
    SANDBOX_SETTLE_JOB,
    charge.id,
    { chargeId: charge.id, paymentId: charge.paymentId, outcome: charge.outcome },
    at,
  );
}

/** One event id per charge and outcome: a delivery repeated after a crash is a known replay. */
export function settlementEvent(chargeId: string, paymentId: string, status: string) {
  if (status !== 'succeeded' && status !== 'failed') return null;
  const event: SandboxEvent = {
    id: `evt_sb_${chargeId}_${status}`,
    type: status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    data: { charge: chargeId, payment_id: paymentId, failure_code: null },
  };
  return event;
}

async function settle(db: Executor, chargeId: string, outcome: SettledStatus) {
  // Only a charge still processing moves: a cancel or a void that came first stands.
  await db
    .updateTable('sandbox_charges')
    .set({ status: outcome })
    .where('id', '=', chargeId)
    .where('status', '=', 'processing')
    .execute();
  const charge = await db
    .selectFrom('sandbox_charges')
    .select(['status', 'payment_id'])
    .where('id', '=', chargeId)
    .executeTakeFirst();
  return charge ? settlementEvent(chargeId, charge.payment_id, charge.status) : null;
}

/**
 * Settles the charges that fell due and sends their webhooks; any node may run it at any
 * time (SKIP LOCKED). A webhook that could not be delivered is tried again with backoff.
 */
export async function runDueSettlements(
  db: Executor,
  deliver: (event: SandboxEvent) => Promise<void>,
  batch = 50,
): Promise<number> {
  const jobs = await claimJobs(db, SANDBOX_SETTLE_JOB, batch, LEASE_SECONDS);
  for (const job of jobs) {
    const outcome = job.payload.outcome === 'failed' ? 'failed' : 'succeeded';
    try {
      const event = await settle(db, String(job.payload.chargeId), outcome);
      if (event) await deliver(event);
      await finishJob(db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= MAX_DELIVERIES) await finishJob(db, job.id, message);
      else await retryJobAt(db, job.id, new Date(Date.now() + 500 * 2 ** job.attempts));
    }
  }
  return jobs.length;
}
