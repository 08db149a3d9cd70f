import { declineMessages } from '@charity/domain/payments/test-cards';
import Stripe from 'stripe';
import {
  ProviderRequestError,
  type ChargeLookup,
  type ChargeResult,
  type ChargeStatus,
  type PaymentProvider,
  type SavedCard,
  type WebhookEvent,
} from '../payment-provider';
import type { PaymentSettings } from '../payment-settings';
import { stripeClient } from './stripe-client';

const INTENT_STATUS: Partial<Record<Stripe.PaymentIntent.Status, ChargeStatus>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  requires_payment_method: 'failed',
  canceled: 'failed',
};

const EVENT_OUTCOME: Record<string, WebhookEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
  'payment_intent.requires_action': 'requires_action',
  'charge.refunded': 'refunded',
};

/**
 * Stripe's `decline_code` when we have words for it (`insufficient_funds`), else its `code`
 * (`card_declined` for a `generic_decline`).
 */
function failureCodeOf(error: { decline_code?: string | null; code?: string | null } | null) {
  const decline = error?.decline_code;
  if (decline && decline in declineMessages) return decline;
  return error?.code ?? decline ?? null;
}

/** A refusal (card declined, bad request) is final; anything else may have charged. */
async function refusalsAsProviderErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeCardError ||
      err instanceof Stripe.errors.StripeInvalidRequestError
    ) {
      throw new ProviderRequestError(err.message, failureCodeOf(err) ?? 'card_declined');
    }
    throw err;
  }
}

function card(method: Stripe.PaymentMethod): SavedCard {
  if (!method.card) throw new ProviderRequestError('Only cards can be saved.', 'not_a_card');
  return {
    methodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    fingerprint: method.card.fingerprint ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function intentLookup(intent: Stripe.PaymentIntent): ChargeLookup {
  const status = INTENT_STATUS[intent.status] ?? 'processing';
  return {
    reference: intent.id,
    status,
    failureCode:
      status === 'failed'
        ? (failureCodeOf(intent.last_payment_error) ??
          (intent.status === 'canceled' ? 'authentication_required' : 'card_declined'))
        : null,
  };
}

export function stripeProvider(settings: PaymentSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async ensureCustomer(player) {
      const customer = await stripe.customers.create(
        { email: player.email, name: player.name, metadata: { player_id: player.id } },
        { idempotencyKey: `customer-${player.id}` },
      );
      return customer.id;
    },
    charge: (request) =>
      refusalsAsProviderErrors(async (): Promise<ChargeResult> => {
        const source = 'token' in request.source ? request.source.token : request.source.methodId;
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: source,
            confirm: true,
            description: request.description,
            metadata: { payment_id: request.paymentId },
            // Cards only, without redirects: confirmation happens here or through Stripe.js.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(request.customerId ? { customer: request.customerId } : {}),
            ...(request.offSession ? { off_session: true } : {}),
            ...(request.saveCard && !request.offSession
              ? { setup_future_usage: 'off_session' as const }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const status = INTENT_STATUS[intent.status] ?? 'processing';
        let savedCard: SavedCard | null = null;
        if (request.saveCard && status !== 'failed') {
          // The PaymentMethod the intent used (Stripe may have made one from the token).
          const used = idOf(intent.payment_method) ?? source;
          savedCard = card(await stripe.paymentMethods.retrieve(used));
        }
        return {
          reference: intent.id,
          status,
          failureCode:
            status === 'failed'
              ? (failureCodeOf(intent.last_payment_error) ?? 'card_declined')
              : null,
          nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
          clientSecret: status === 'requires_action' ? intent.client_secret : null,
          savedCard,
        };
      }),
    async lookup({ paymentId, reference }) {
      if (reference) return intentLookup(await stripe.paymentIntents.retrieve(reference));
      // Never stored: the charge call may still have reached Stripe, which kept our id.
      const found = await stripe.paymentIntents.search({
        query: `metadata['payment_id']:'${paymentId}'`,
        limit: 1,
      });
      const intent = found.data[0];
      return intent ? intentLookup(intent) : null;
    },
    async cancel(reference) {
      try {
        return intentLookup(await stripe.paymentIntents.cancel(reference));
      } catch (err) {
        // Not cancellable any more (the player confirmed, or it failed): its status stands.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        return intentLookup(await stripe.paymentIntents.retrieve(reference));
      }
    },
    async refund(reference, part) {
      await stripe.refunds.create(
        part
          ? { payment_intent: reference, amount: part.amountCents }
          : { payment_intent: reference },
        { idempotencyKey: part?.idempotencyKey ?? `refund-${reference}` },
      );
    },
    async prepareCardSetup(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      return { clientSecret: intent.client_secret };
    },
    saveCard: (customerId, token) =>
      refusalsAsProviderErrors(async () => {
        // The card form confirmed a SetupIntent (seti_...) or made a PaymentMethod (pm_...).
        let methodId = token;
        if (token.startsWith('seti_')) {
          const intent = await stripe.setupIntents.retrieve(token);
          if (intent.status !== 'succeeded' || idOf(intent.customer) !== customerId) {
            throw new ProviderRequestError('The card was not confirmed.', 'setup_incomplete');
          }
          methodId = idOf(intent.payment_method) ?? '';
        } else {
          await stripe.paymentMethods.attach(token, { customer: customerId });
        }
        return card(await stripe.paymentMethods.retrieve(methodId));
      }),
    async removeCard(methodId) {
      await refusalsAsProviderErrors(() => stripe.paymentMethods.detach(methodId));
    },
    parseWebhook(rawBody, headers) {
      const header = headers['stripe-signature'];
      const secret = settings.STRIPE_WEBHOOK_SECRET;
      if (!secret || typeof header !== 'string') {
        throw new ProviderRequestError('Missing webhook signature.', 'bad_signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, secret);
      } catch {
        throw new ProviderRequestError('Bad webhook signature.', 'bad_signature');
      }
      const object = event.data.object as {
        id?: string;
        metadata?: Record<string, string>;
        payment_intent?: string | { id: string } | null;
        refunded?: boolean;
        last_payment_error?: { decline_code?: string; code?: string } | null;
      };
      const isCharge = event.type.startsWith('charge.');
      return {
        eventId: event.id,
        type: event.type,
        paymentId: object.metadata?.payment_id ?? null,
        reference: isCharge ? idOf(object.payment_intent) : (object.id ?? null),
        // A partial refund (prepaid draws not opened) leaves the payment as it was.
        outcome: isCharge && object.refunded === false ? null : (EVENT_OUTCOME[event.type] ?? null),
        failureCode: failureCodeOf(object.last_payment_error ?? null),
      };
    },
  };
}
