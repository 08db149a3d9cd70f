import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import { enqueueJob } from '../jobs/job-queue';
import { applyOutcomeInTransaction } from '../payments/payment-transition';
import { VOID_REFUND_JOB } from '../payments/void-refunds';
import { giveBackLateCharge } from '../refunds/money-back/late-charge';

/** Our failure code for a payment called off because its player excluded themselves. */
export const SELF_EXCLUDED = 'self_excluded';

export interface UnsettledCharge {
  id: string;
  provider: string;
  provider_reference: string | null;
}

/**
 * Inside the exclusion's transaction, after the player lock: every payment of the player not
 * settled yet (at the bank's check, or still processing) fails now, which gives its numbers
 * back and leaves nothing for a later approval to pay (a failed payment never moves again).
 * A refund watch is queued with each, so a charge the processor finishes after all is given
 * back. Answers the payments, to be cancelled at the processor once committed.
 */
export async function failUnsettledPayments(
  trx: Executor,
  organizationId: string,
  playerId: string,
): Promise<UnsettledCharge[]> {
  const unsettled = await trx
    .selectFrom('payments')
    .select(['id', 'provider', 'provider_reference'])
    .where('organization_id', '=', organizationId)
    .where('player_id', '=', playerId)
    .where('status', 'in', ['processing', 'requires_action'])
    .execute();
  const failed: UnsettledCharge[] = [];
  for (const payment of unsettled) {
    const applied = await applyOutcomeInTransaction(trx, {
      paymentId: payment.id,
      status: 'failed',
      failureCode: SELF_EXCLUDED,
    });
    if (applied.result !== 'applied') continue;
    await enqueueJob(trx, VOID_REFUND_JOB, payment.id, {
      paymentId: payment.id,
      provider: payment.provider,
      reference: payment.provider_reference,
      path: 'self-exclusion',
    });
    failed.push(payment);
  }
  return failed;
}

/**
 * After the commit, before the exclusion answers: each charge is cancelled at its processor,
 * so the bank has nothing left to approve. A charge that settled first is refunded at once;
 * one that cannot be reached now is left to the refund watch.
 */
export async function cancelAtProcessor(
  app: FastifyInstance,
  payments: UnsettledCharge[],
): Promise<void> {
  for (const payment of payments) {
    try {
      const provider = app.payments.provider(payment.provider);
      // A charge whose answer never came back is found by our payment id.
      const reference =
        payment.provider_reference ??
        (await provider.lookup({ paymentId: payment.id, reference: null }))?.reference;
      if (!reference) continue;
      const charge = await provider.cancel(reference);
      // Settled first: its money goes back through the life cycle (the caller sends it).
      if (charge.status === 'succeeded') {
        await giveBackLateCharge(app, {
          paymentId: payment.id,
          path: 'self-exclusion',
          reason: 'Charged after the player self-excluded.',
        });
      }
    } catch (err) {
      app.log.warn({ err, payment: payment.id }, 'cancel after a self-exclusion left to the watch');
    }
  }
}
