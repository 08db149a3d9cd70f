import type { Executor } from '../db/executor';

/** What a charge looks like to the processor when its answer comes back. */
export type ChargeStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';

export type ChargeSource = { token: string } | { methodId: string };

export interface ChargeRequest {
  /** Our payment id: travels as metadata so webhooks find the payment before we do. */
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Passed to the processor: the same key never charges twice. */
  idempotencyKey: string;
  customerId: string | null;
  source: ChargeSource;
  /** Subscriptions: the player is not there to confirm anything. */
  offSession: boolean;
  /** Keep the card for later (on-session charges only). */
  saveCard: boolean;
  description: string;
}

export interface SavedCard {
  methodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The same card behind any token (Stripe's card.fingerprint): a card is saved once. */
  fingerprint: string | null;
}

export interface ChargeResult {
  reference: string;
  status: ChargeStatus;
  failureCode: string | null;
  nextActionUrl: string | null;
  clientSecret: string | null;
  savedCard: SavedCard | null;
}

export interface PartialRefund {
  amountCents: number;
  idempotencyKey: string;
}

export type WebhookOutcome = ChargeStatus | 'refunded';

export interface ChargeLookup {
  reference: string;
  status: ChargeStatus;
  failureCode: string | null;
}

/** A verified provider event, reduced to what changes a payment. */
export interface WebhookEvent {
  eventId: string;
  type: string;
  paymentId: string | null;
  reference: string | null;
  outcome: WebhookOutcome | null;
  failureCode: string | null;
}

export interface CardSetup {
  /** Stripe's SetupIntent client secret for Stripe.js; null for the sandbox's own card form. */
  clientSecret: string | null;
}

/**
 * The port every payment goes through. Adapters: `sandbox` (built-in processor honouring
 * Stripe's test cards) and `stripe` (the official SDK). The server never sees card numbers:
 * it receives tokens or method ids from the provider's card form.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  ensureCustomer(player: { id: string; email: string; name: string }): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Only for a processor that answers without the network (the sandbox settling instantly):
   * the charge is written with the caller's transaction, so a purchase commits once. A
   * transaction is never held open across a call to a remote provider, which leaves this out.
   */
  chargeInTransaction?: (trx: Executor, request: ChargeRequest) => Promise<ChargeResult>;
  prepareCardSetup(customerId: string): Promise<CardSetup>;
  /** Attaches the card behind a token (sandbox) or a confirmed SetupIntent (stripe). */
  saveCard(customerId: string, token: string): Promise<SavedCard>;
  removeCard(methodId: string): Promise<void>;
  /**
   * The processor's own record of a payment's charge, for a payment whose answer never came
   * back (a lost webhook, a crash mid-charge): found by its reference, or by our payment id
   * when the reference was never stored. Null: the processor never saw this payment.
   */
  lookup(charge: { paymentId: string; reference: string | null }): Promise<ChargeLookup | null>;
  /**
   * Cancels a charge still waiting for the player (3-D Secure left unanswered); answers the
   * charge's status afterwards, which is `succeeded` when the player confirmed meanwhile.
   */
  cancel(reference: string): Promise<ChargeLookup>;
  /**
   * Gives back the whole amount of a settled charge (a payment voided at sales close whose
   * charge the processor finished afterwards), or `part` of it (prepaid draws not opened yet),
   * once per `part.idempotencyKey`. Idempotent: a second call refunds nothing more.
   */
  refund(reference: string, part?: PartialRefund): Promise<void>;
  /** Verifies the signature and parses the event; throws when it is not authentic. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookEvent;
}

export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}
