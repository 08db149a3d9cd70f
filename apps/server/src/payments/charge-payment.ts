import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import { afterOutcome, applyPaymentOutcome } from './payment-outcome';
import { ensureCustomerId } from './payment-customers';
import {
  ProviderRequestError,
  type ChargeRequest,
  type ChargeResult,
  type ChargeSource,
  type PaymentProvider,
} from './payment-provider';
import {
  applyOutcomeInTransaction,
  type AppliedOutcome,
  type ChargeReference,
} from './payment-transition';
import { keepSavedCard, type CardToKeep } from './saved-cards';

export interface ChargePlan {
  paymentId: string;
  amountCents: number;
  currency: string;
  player: { id: string; email: string; first_name: string };
  source: ChargeSource;
  saveCard: boolean;
  offSession: boolean;
  description: string;
}

const needsCustomer = (plan: ChargePlan) => plan.saveCard || 'methodId' in plan.source;

function chargeRequest(plan: ChargePlan, customerId: string | null): ChargeRequest {
  return {
    paymentId: plan.paymentId,
    amountCents: plan.amountCents,
    currency: plan.currency,
    // Our payment id as the processor's idempotency key: one payment, one charge.
    idempotencyKey: `payment-${plan.paymentId}`,
    customerId,
    source: plan.source,
    offSession: plan.offSession,
    saveCard: plan.saveCard,
    description: plan.description,
  };
}

/**
 * The processor's reference of a payment's charge, and the card it holds until the payment
 * succeeds (kept then by keepHeldCard), when the answer does not move the payment at once.
 */
async function writeChargeReference(
  db: Executor,
  paymentId: string,
  charge: ChargeReference,
  hold: CardToKeep | null = null,
) {
  await db
    .updateTable('payments')
    .set({
      provider_reference: charge.reference,
      client_secret: charge.clientSecret,
      next_action_url: charge.nextActionUrl,
      updated_at: new Date(),
      ...(hold ? { card_to_save: JSON.stringify(hold) } : {}),
    })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * The processor's answer, written in one transaction with the payment's move it implies:
 * usually a single update (reference and status together).
 */
async function recordCharge(
  trx: Executor,
  provider: PaymentProvider,
  plan: ChargePlan,
  customerId: string | null,
  result: ChargeResult,
): Promise<AppliedOutcome | null> {
  const reference: ChargeReference = {
    reference: result.reference,
    clientSecret: result.clientSecret,
    nextActionUrl: result.nextActionUrl,
  };
  const card = result.savedCard;
  const keep =
    customerId && card && result.status !== 'failed'
      ? { playerId: plan.player.id, provider: provider.name, customerId, card }
      : null;
  // Saved only once the processor accepted a payment with it: not from an unpaid attempt.
  if (keep && result.status === 'succeeded') await keepSavedCard(trx, keep);
  const held = keep && result.status !== 'succeeded' ? keep : null;
  if (result.status === 'processing' || held) {
    await writeChargeReference(trx, plan.paymentId, reference, held);
    if (result.status === 'processing') return null;
    return applyOutcomeInTransaction(trx, {
      paymentId: plan.paymentId,
      status: result.status,
      failureCode: result.failureCode,
    });
  }
  const outcome = await applyOutcomeInTransaction(trx, {
    paymentId: plan.paymentId,
    status: result.status,
    failureCode: result.failureCode,
    charge: reference,
  });
  // A webhook moved the payment first: the reference is still the processor's record of it.
  if (outcome.result !== 'applied') await writeChargeReference(trx, plan.paymentId, reference);
  return outcome;
}

const refused = (plan: ChargePlan, err: ProviderRequestError) => ({
  paymentId: plan.paymentId,
  status: 'failed' as const,
  failureCode: err.code,
});

/**
 * Asks a remote provider to charge, outside any transaction, then records its answer in one.
 * A refusal fails the payment; an error whose outcome is unknown (timeout, 5xx) leaves it
 * processing for the webhook to settle, because the money may have moved.
 */
export async function chargePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  plan: ChargePlan,
) {
  let result: ChargeResult;
  let customerId: string | null = null;
  try {
    customerId = needsCustomer(plan) ? await ensureCustomerId(app.db, provider, plan.player) : null;
    result = await provider.charge(chargeRequest(plan, customerId));
  } catch (err) {
    if (err instanceof ProviderRequestError) {
      await applyPaymentOutcome(app, refused(plan, err));
      return;
    }
    app.log.error(
      { err, paymentId: plan.paymentId },
      'charge outcome unknown; waiting for the webhook',
    );
    return;
  }
  const outcome = await app.db
    .transaction()
    .execute((trx) => recordCharge(trx, provider, plan, customerId, result));
  if (outcome) await afterOutcome(app, outcome);
}

/**
 * The same for a provider that charges without the network (`chargeInTransaction`): the
 * payment, its charge and its outcome commit together. Answers what to do after the commit.
 */
export async function chargeInTransaction(
  trx: Executor,
  provider: PaymentProvider,
  charge: NonNullable<PaymentProvider['chargeInTransaction']>,
  plan: ChargePlan,
): Promise<AppliedOutcome | null> {
  let result: ChargeResult;
  let customerId: string | null = null;
  try {
    customerId = needsCustomer(plan) ? await ensureCustomerId(trx, provider, plan.player) : null;
    result = await charge(trx, chargeRequest(plan, customerId));
  } catch (err) {
    if (err instanceof ProviderRequestError) {
      return applyOutcomeInTransaction(trx, refused(plan, err));
    }
    throw err;
  }
  return recordCharge(trx, provider, plan, customerId, result);
}
