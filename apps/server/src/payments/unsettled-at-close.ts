import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/audit-log.repository';
import { enqueueJob } from '../jobs/job-queue';
import { afterOutcome, applyPaymentOutcome } from './payment-outcome';
import type { ChargeLookup, PaymentProvider } from './payment-provider';
import { applyOutcomeInTransaction } from './payment-transition';
import { VOID_REFUND_JOB } from './void-refunds';
import { voidedPaymentMail } from './voided-payment-mail';

/** Our failure code for a payment taken out of its draw because it was unsettled at close. */
export const VOIDED_AT_CLOSE = 'voided_at_close';

interface UnsettledPayment {
  id: string;
  provider: string;
  provider_reference: string | null;
}

export interface CloseOut {
  settled: number;
  voided: number;
}

/** The processor's answer, or undefined when it cannot be reached. */
async function ask(
  app: FastifyInstance,
  provider: PaymentProvider,
  payment: UnsettledPayment,
): Promise<ChargeLookup | null | undefined> {
  try {
    return await provider.lookup({ paymentId: payment.id, reference: payment.provider_reference });
  } catch (err) {
    app.log.warn({ err, payment: payment.id }, 'processor unreachable at sales close');
    return undefined;
  }
}

/** Cancels at the processor where it still can: answers its status after, or undefined. */
async function cancelThere(app: FastifyInstance, provider: PaymentProvider, reference: string) {
  try {
    return (await provider.cancel(reference)).status;
  } catch (err) {
    app.log.warn({ err, reference }, 'charge not cancellable at sales close');
    return undefined;
  }
}

/**
 * Fails the payment with its audit entry and its e-mail in one transaction; when the charge
 * may still go through at the processor, a refund watch is queued with them.
 */
async function voidPayment(
  app: FastifyInstance,
  payment: UnsettledPayment,
  actor: string,
  refundIfCharged: boolean,
): Promise<boolean> {
  const outcome = await app.db.transaction().execute(async (trx) => {
    const applied = await applyOutcomeInTransaction(trx, {
      paymentId: payment.id,
      status: 'failed',
      failureCode: VOIDED_AT_CLOSE,
    });
    const voided = applied.payment;
    if (applied.result !== 'applied' || !voided) return applied;
    await appendAudit(trx, {
      organizationId: voided.organization_id,
      actor,
      action: 'payment.voided',
      subjectType: 'payment',
      subjectId: payment.id,
      details: {
        reason: 'unsettled at sales close',
        instanceId: voided.game_instance_id,
        amountCents: Number(voided.amount_cents),
        refundIfCharged,
      },
    });
    if (refundIfCharged) {
      await enqueueJob(trx, VOID_REFUND_JOB, payment.id, {
        paymentId: payment.id,
        provider: payment.provider,
        reference: payment.provider_reference,
      });
    }
    const details = await trx
      .selectFrom('payments as p')
      .innerJoin('accounts as a', 'a.id', 'p.player_id')
      .innerJoin('organizations as o', 'o.id', 'p.organization_id')
      .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
      .select(['a.email', 'o.name as organization', 'i.name as instance', 'p.currency'])
      .where('p.id', '=', payment.id)
      .executeTakeFirstOrThrow();
    if (app.hasDecorator('identity')) {
      const mail = voidedPaymentMail({
        organizationId: voided.organization_id,
        organizationName: details.organization,
        to: details.email,
        instanceName: details.instance,
        amountCents: Number(voided.amount_cents),
        currency: details.currency,
      });
      await app.identity.mailer.send(mail, trx);
    }
    return applied;
  });
  if (app.hasDecorator('identity')) app.identity.mailer.wake();
  await afterOutcome(app, outcome);
  return outcome.result === 'applied';
}

/**
 * The rule that keeps a draw on time: once sales are closed, every payment of the instance
 * still waiting for its processor gets a last lookup. A final answer is applied as its webhook
 * would be; a payment the processor still cannot settle is cancelled there where it can be,
 * and taken out of the draw in any case (failed `voided_at_close`, numbers released, audited,
 * the player e-mailed); a charge the processor finishes later is refunded by the refund watch.
 */
export async function settleBeforeDraw(
  app: FastifyInstance,
  instanceId: string,
  actor: string,
): Promise<CloseOut> {
  if (!app.hasDecorator('payments')) return { settled: 0, voided: 0 };
  // Only once sales are closed (or the instance cancelled): no payment can join it any more.
  const unsettled = await app.db
    .selectFrom('payments as p')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .select(['p.id', 'p.provider', 'p.provider_reference'])
    .where('p.game_instance_id', '=', instanceId)
    .where('i.status', 'in', [GameInstanceStatus.SalesClosed, GameInstanceStatus.Cancelled])
    .where('p.status', 'in', ['processing', 'requires_action'])
    .execute();
  const closeOut: CloseOut = { settled: 0, voided: 0 };
  for (const payment of unsettled) {
    const provider = app.payments.provider(payment.provider);
    const charge = await ask(app, provider, payment);
    // Never seen by the processor: nothing was charged.
    let status: string | undefined = charge === null ? 'failed' : charge?.status;
    const reference = charge?.reference ?? payment.provider_reference;
    if (status !== 'succeeded' && status !== 'failed' && reference) {
      status = (await cancelThere(app, provider, reference)) ?? status;
      if (status === 'failed') status = 'cancelled';
    }
    if (status === 'succeeded' || status === 'failed') {
      const failureCode = charge === null ? 'processing_error' : (charge?.failureCode ?? null);
      const applied = await applyPaymentOutcome(app, {
        paymentId: payment.id,
        status,
        failureCode,
      });
      if (applied === 'applied') closeOut.settled++;
      continue;
    }
    const refundIfCharged = status !== 'cancelled';
    if (
      await voidPayment(app, { ...payment, provider_reference: reference }, actor, refundIfCharged)
    ) {
      closeOut.voided++;
    }
  }
  if (closeOut.voided > 0)
    app.log.warn({ instanceId, ...closeOut }, 'payments voided at sales close');
  return closeOut;
}
