import type { FastifyInstance } from 'fastify';
import { applyPaymentOutcome } from './payment-outcome';
import { ensureCustomerId } from './payment-customers';
import {
  ProviderRequestError,
  type ChargeResult,
  type ChargeSource,
  type PaymentProvider,
} from './payment-provider';

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

async function keepCard(
  app: FastifyInstance,
  provider: PaymentProvider,
  plan: ChargePlan,
  customerId: string,
  result: ChargeResult,
) {
  const card = result.savedCard;
  if (!card) return;
  await app.db
    .insertInto('payment_methods')
    .values({
      player_id: plan.player.id,
      provider: provider.name,
      provider_customer_id: customerId,
      provider_method_id: card.methodId,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_method_id']).doNothing())
    .execute();
}

/**
 * Asks the provider to charge, with our payment id as its idempotency key, then applies the
 * answer. A refusal fails the payment; an error whose outcome is unknown (timeout, 5xx) leaves
 * it processing for the webhook to settle, because the money may have moved.
 */
export async function chargePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  plan: ChargePlan,
) {
  const needsCustomer = plan.saveCard || 'methodId' in plan.source;
  let result: ChargeResult;
  let customerId: string | null = null;
  try {
    customerId = needsCustomer ? await ensureCustomerId(app.db, provider, plan.player) : null;
    result = await provider.charge({
      paymentId: plan.paymentId,
      amountCents: plan.amountCents,
      currency: plan.currency,
      idempotencyKey: `payment-${plan.paymentId}`,
      customerId,
      source: plan.source,
      offSession: plan.offSession,
      saveCard: plan.saveCard,
      description: plan.description,
    });
  } catch (err) {
    if (err instanceof ProviderRequestError) {
      await applyPaymentOutcome(app, {
        paymentId: plan.paymentId,
        status: 'failed',
        failureCode: err.code,
      });
      return;
    }
    app.log.error(
      { err, paymentId: plan.paymentId },
      'charge outcome unknown; waiting for the webhook',
    );
    return;
  }
  await app.db
    .updateTable('payments')
    .set({
      provider_reference: result.reference,
      client_secret: result.clientSecret,
      next_action_url: result.nextActionUrl,
      updated_at: new Date(),
    })
    .where('id', '=', plan.paymentId)
    .execute();
  if (customerId) await keepCard(app, provider, plan, customerId, result);
  if (result.status !== 'processing') {
    await applyPaymentOutcome(app, {
      paymentId: plan.paymentId,
      status: result.status,
      failureCode: result.failureCode,
    });
  }
}
