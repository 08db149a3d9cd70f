import { CARD_FAILURES, SandboxCardOutcome } from '@charity/domain/payments/test-cards';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  ChargeStatus,
  PaymentProvider,
  WebhookEvent,
} from '../payment-provider';
import { ProviderRequestError } from '../payment-provider';
import type { PaymentSettings } from '../payment-settings';
import { attachSandboxCard, findSandboxCard, newId } from './sandbox-cards';
import { runDueSettlements, scheduleSettlement } from './sandbox-settlement';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  verifySandboxSignature,
} from './sandbox-signature';
import { sandboxEventSchema, type SandboxEvent } from './sandbox-event';
import { refundSandboxPart } from './sandbox-partial-refund';

export interface SandboxDependencies {
  db: Executor;
  settings: PaymentSettings;
  log: FastifyBaseLogger;
  /** Posts a signed event to the webhook route, exactly as a real provider would. */
  deliver(body: string, signature: string): Promise<void>;
}

const FAILURES: Partial<Record<string, string>> = CARD_FAILURES;

/** A sandbox charge as the processor reports it; a refusal names the card's decline code. */
function lookedUp(charge: { id: string; status: string; outcome: string | null }): ChargeLookup {
  const status: ChargeStatus =
    charge.status === 'new' ? 'processing' : (charge.status as ChargeStatus);
  const failureCode =
    status === 'failed' ? (FAILURES[charge.outcome ?? ''] ?? 'authentication_required') : null;
  return { reference: charge.id, status, failureCode };
}

export type SandboxProvider = PaymentProvider & {
  /** The 3-D Secure-like step: the player confirms the payment at the "bank". */
  confirm(chargeId: string): Promise<ChargeStatus>;
  /** Settles the charges that fell due, whichever node took them (any node, any time). */
  runDue(): Promise<number>;
  close(): void;
};

export function sandboxProvider(deps: SandboxDependencies): SandboxProvider {
  const { db, settings, log } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const instant = settings.SANDBOX_SETTLEMENT === 'instant';

  async function deliver(event: SandboxEvent) {
    const body = JSON.stringify(event);
    await deps.deliver(body, signSandboxPayload(settings.SANDBOX_WEBHOOK_SECRET, body));
  }

  const runDue = () => runDueSettlements(db, deliver);

  /** This node settles what it accepted on time; a restarted or other node finds it otherwise. */
  function wakeAt(at: Date) {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        runDue().catch((err: unknown) => log.error({ err }, 'sandbox settlement failed'));
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timers.add(timer);
  }

  const settleAt = () => new Date(Date.now() + (instant ? 0 : settings.SANDBOX_SETTLE_DELAY_MS));

  function result(reference: string, status: ChargeStatus, failureCode: string | null = null) {
    const nextActionUrl =
      status === 'requires_action' ? `/api/payments/sandbox/confirm/${reference}` : null;
    return { reference, status, failureCode, nextActionUrl, clientSecret: null, savedCard: null };
  }

  /** The card's answer, decided before anything is written: one insert per charge. */
  function decide(outcome: string, offSession: boolean): ChargeStatus {
    if (FAILURES[outcome]) return 'failed';
    if (outcome === SandboxCardOutcome.RequiresAction) {
      return offSession ? 'failed' : 'requires_action';
    }
    return instant ? 'succeeded' : 'processing';
  }

  /** Runs in one transaction: an accepted charge and its settlement are written together. */
  async function charge(exec: Executor, request: ChargeRequest): Promise<ChargeResult> {
    const token = 'token' in request.source ? request.source.token : request.source.methodId;
    const card = await findSandboxCard(exec, token);
    if (!card) throw new ProviderRequestError('Unknown card token.', 'token_unknown');
    if ('methodId' in request.source && card.customer_id !== request.customerId) {
      throw new ProviderRequestError('This card belongs to another customer.', 'card_not_owned');
    }
    const status = decide(card.outcome, request.offSession);
    const id = newId('ch_sb');
    const inserted = await exec
      .insertInto('sandbox_charges')
      .values({
        id,
        idempotency_key: request.idempotencyKey,
        token,
        amount_cents: request.amountCents,
        payment_id: request.paymentId,
        status,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The same idempotency key: answer what the first request got, never charge again.
      const first = await exec
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      const previous = first.status === 'new' ? 'processing' : (first.status as ChargeStatus);
      return result(first.id, previous);
    }
    if (status === 'processing') {
      await scheduleSettlement(
        exec,
        { id, paymentId: request.paymentId, outcome: 'succeeded' },
        settleAt(),
      );
    }
    const failure = FAILURES[card.outcome];
    const code = failure ?? (status === 'failed' ? 'authentication_required' : null);
    const answer: ChargeResult = result(id, status, code);
    if (request.saveCard && request.customerId && status !== 'failed') {
      answer.savedCard = await attachSandboxCard(exec, request.customerId, token);
    }
    return answer;
  }

  async function chargeAlone(request: ChargeRequest): Promise<ChargeResult> {
    const answer = await db.transaction().execute((trx) => charge(trx, request));
    if (answer.status === 'processing') wakeAt(settleAt());
    return answer;
  }

  async function findCharge(reference: string) {
    return db
      .selectFrom('sandbox_charges as c')
      .leftJoin('sandbox_cards as card', 'card.token', 'c.token')
      .select(['c.id', 'c.status', 'card.outcome'])
      .where('c.id', '=', reference)
      .executeTakeFirst();
  }

  return {
    name: 'sandbox',
    ensureCustomer: async (player) => `cus_sb_${player.id}`,
    charge: chargeAlone,
    // Settling instantly, the sandbox needs no network: its charge joins our transaction.
    ...(instant ? { chargeInTransaction: charge } : {}),
    prepareCardSetup: async () => ({ clientSecret: null }),
    async saveCard(customerId, token) {
      // As Stripe's SetupIntent: the bank refuses to set up the always-declining card.
      const card = await findSandboxCard(db, token);
      if (card?.outcome === SandboxCardOutcome.Declined) {
        throw new ProviderRequestError('The card was declined.', 'card_declined');
      }
      return attachSandboxCard(db, customerId, token);
    },
    removeCard: async (methodId) => {
      await db
        .updateTable('sandbox_cards')
        .set({ customer_id: null })
        .where('token', '=', methodId)
        .execute();
    },
    async lookup({ paymentId, reference }) {
      const charge = await db
        .selectFrom('sandbox_charges as c')
        .leftJoin('sandbox_cards as card', 'card.token', 'c.token')
        .select(['c.id', 'c.status', 'card.outcome'])
        .where(reference ? 'c.id' : 'c.payment_id', '=', reference ?? paymentId)
        .executeTakeFirst();
      return charge ? lookedUp(charge) : null;
    },
    async cancel(reference) {
      // A charge not settled yet (waiting for the player, or not captured) is voided; one
      // that settled first stands, and its status is the answer.
      await db
        .updateTable('sandbox_charges')
        .set({ status: 'failed' })
        .where('id', '=', reference)
        .where('status', 'in', ['requires_action', 'processing'])
        .execute();
      const charge = await findCharge(reference);
      if (!charge) throw new ProviderRequestError('Unknown charge.', 'charge_unknown');
      return lookedUp(charge);
    },
    async refund(reference, part) {
      if (part) return refundSandboxPart(db, reference, part);
      await db
        .updateTable('sandbox_charges')
        .set({ status: 'refunded' })
        .where('id', '=', reference)
        .where('status', '=', 'succeeded')
        .execute();
    },
    async confirm(chargeId) {
      const at = settleAt();
      const confirmed = await db.transaction().execute(async (trx) => {
        const charge = await trx
          .updateTable('sandbox_charges')
          .set({ status: 'processing' })
          .where('id', '=', chargeId)
          .where('status', '=', 'requires_action')
          .returning(['id', 'payment_id'])
          .executeTakeFirst();
        if (charge) {
          const settlement = { id: charge.id, paymentId: charge.payment_id };
          await scheduleSettlement(trx, { ...settlement, outcome: 'succeeded' }, at);
        }
        return charge;
      });
      if (!confirmed) return 'failed';
      if (!instant) {
        wakeAt(at);
        return 'processing';
      }
      await runDue();
      return lookedUp(
        (await findCharge(chargeId)) ?? { id: chargeId, status: 'failed', outcome: null },
      ).status;
    },
    runDue,
    parseWebhook(rawBody, headers): WebhookEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!verifySandboxSignature(settings.SANDBOX_WEBHOOK_SECRET, rawBody, signature)) {
        throw new ProviderRequestError('Bad webhook signature.', 'bad_signature');
      }
      const event = sandboxEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
      const outcomes = {
        'payment.succeeded': 'succeeded',
        'payment.failed': 'failed',
        'payment.processing': 'processing',
        'payment.refunded': 'refunded',
      } as const;
      return {
        eventId: event.id,
        type: event.type,
        paymentId: event.data.payment_id || null,
        reference: event.data.charge,
        outcome: outcomes[event.type],
        failureCode: event.data.failure_code,
      };
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
