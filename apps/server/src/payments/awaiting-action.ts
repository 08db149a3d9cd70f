import type { FastifyInstance } from 'fastify';
import { conflict } from '../auth/auth-errors';
import { notFound } from '../errors/http-errors';
import { applyPaymentOutcome } from './payment-outcome';
import { refusal } from '../refusals/refusal-catalogue';

/** Our code for a payment the player called off at their bank's check. */
export const CANCELLED_BY_PLAYER = 'payment_canceled';

interface AwaitingPayment {
  id: string;
  status: string;
  provider: string;
  provider_reference: string | null;
}

async function ownPayment(app: FastifyInstance, playerId: string, paymentId: string) {
  const payment = await app.db
    .selectFrom('payments')
    .select(['id', 'status', 'provider', 'provider_reference'])
    .where('id', '=', paymentId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!payment) throw notFound(refusal('payment.notFound', { id: paymentId }));
  return payment;
}

/**
 * A payment at the bank's check may have been approved since we last heard (the player
 * confirmed; the processor's event is still on its way): the processor is asked, and a
 * forward answer applied, so a status read never invites the player to approve twice.
 */
export async function refreshAwaitingAction(
  app: FastifyInstance,
  payment: AwaitingPayment,
): Promise<void> {
  if (payment.status !== 'requires_action' || !payment.provider_reference) return;
  const charge = await app.payments
    .provider(payment.provider)
    .lookup({ paymentId: payment.id, reference: payment.provider_reference });
  if (!charge || charge.status === 'requires_action') return;
  await applyPaymentOutcome(app, {
    paymentId: payment.id,
    status: charge.status,
    failureCode: charge.failureCode,
  });
}

export async function refreshOwnPayment(app: FastifyInstance, playerId: string, id: string) {
  await refreshAwaitingAction(app, await ownPayment(app, playerId, id));
}

/**
 * The player said no at their bank's check: the charge is cancelled at the processor and the
 * payment fails at once, which gives its numbers back. A confirmation that beat the cancel
 * stands (the processor answers `succeeded`, applied as such).
 */
export async function cancelAwaitingPayment(
  app: FastifyInstance,
  playerId: string,
  paymentId: string,
): Promise<void> {
  const payment = await ownPayment(app, playerId, paymentId);
  if (payment.status !== 'requires_action') {
    if (payment.status === 'failed') return;
    throw conflict(refusal('payment.notAwaitingApproval'));
  }
  const provider = app.payments.provider(payment.provider);
  const charge = payment.provider_reference
    ? await provider.cancel(payment.provider_reference)
    : null;
  const status = charge && charge.status !== 'requires_action' ? charge.status : 'failed';
  await applyPaymentOutcome(app, {
    paymentId,
    status,
    failureCode: status === 'failed' ? CANCELLED_BY_PLAYER : null,
  });
}
