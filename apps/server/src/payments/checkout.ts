import { amountCents } from '@charity/domain/payments/payment-status';
import type { Bundle } from '@charity/domain/bundles/bundles';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import '../bundles/bundle-tables';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import {
  loadGameContext,
  sellingInstance,
  type GameContext,
  type SellingInstance,
} from '../numbers/game-context';
import type { Holding } from '../numbers/assign-numbers';
import { assertWithinSpendingLimits } from '../protection/protection-rules';
import { retryTransaction } from '../numbers/retry-transaction';
import { lockPriceForPrepayment, refuseUnlessOnePrice } from '../prepaid/prepaid-price-lock';
import { chargeInTransaction, chargePayment, type ChargePlan } from './charge-payment';
import { afterOutcome, type KnownToPayer } from './payment-outcome';
import type { MailSite } from './payment-mail';
import { findOwnMethod } from './payment-customers';
import type { PaymentKind } from './payment-tables';
import { lockPayer, refuseUnlessMayPay } from './payer-lock';
import type { KnownPayment } from './payment-view';
import { refusal } from '../refusals/refusal-catalogue';

export type PaymentChoice = { Token: string; SaveCard: boolean } | { PaymentMethodId: string };

export interface Reservation {
  groupIds: string[];
  entries: { groupId: string; ticketNumber: number }[];
  /** Bought as a bundle in force: its price is the amount, whatever the single price. */
  bundle?: Bundle;
}

export interface CheckoutPlan {
  kind: PaymentKind;
  organizationId: string;
  playerId: string;
  gameInstanceId: string;
  idempotencyKey: string;
  requestHash: string;
  payment: PaymentChoice;
  /** A prepayment: the number of draws (this one and the next ones) paid at once. */
  prepaidDraws?: number;
  /** The site the player pays on (a request's): the receipt mail links there. */
  site?: MailSite;
  /** The organization's game when the caller loaded it already. */
  game?: GameContext;
  /** The payment is for new numbers: the numbers the player holds are read with the lock. */
  reservesNewNumbers?: boolean;
  /**
   * Inside the transaction, after the player lock: the numbers this payment is for. `holding`
   * is what the player holds, read when the plan reserves new numbers.
   */
  reserve(
    trx: Executor,
    game: GameContext,
    instance: SellingInstance,
    holding: Holding | undefined,
  ): Promise<Reservation>;
}

async function record(
  trx: Executor,
  plan: CheckoutPlan,
  game: GameContext,
  settings: { currency: string; locationMaxAgeMinutes: number },
) {
  const { currency } = settings;
  const nextPrice = plan.prepaidDraws ? await lockPriceForPrepayment(trx, game.id) : null;
  const read = await lockPayer(trx, {
    organizationId: plan.organizationId,
    playerId: plan.playerId,
    gameId: game.id,
    gameInstanceId: plan.gameInstanceId,
    locationMaxAgeMinutes: settings.locationMaxAgeMinutes,
    attempt: {
      playerId: plan.playerId,
      key: plan.idempotencyKey,
      hash: plan.requestHash,
      twins: plan.kind !== 'renewal',
    },
    readHolding: plan.reservesNewNumbers ?? false,
  });
  const player = read.payer;
  refuseUnlessMayPay(player, plan.kind, game);
  if (read.earlier)
    return { paymentId: read.earlier, charge: null, known: null, reservation: null };
  const instance = sellingInstance(read.instance, game, plan.gameInstanceId);
  if (nextPrice !== null) refuseUnlessOnePrice(nextPrice, Number(instance.ticket_price_cents));
  const method =
    'PaymentMethodId' in plan.payment
      ? await findOwnMethod(trx, plan.playerId, game.payment_provider, plan.payment.PaymentMethodId)
      : null;
  if ('PaymentMethodId' in plan.payment && !method) {
    throw notFound(refusal('savedCard.notFound', { id: plan.payment.PaymentMethodId }));
  }
  const reservation = await plan.reserve(trx, game, instance, read.holding);
  const draws = plan.prepaidDraws ?? 1;
  const amount =
    reservation.bundle?.Price ??
    amountCents(Number(instance.ticket_price_cents), reservation.entries.length * draws);
  if (player.has_spending_limits)
    await assertWithinSpendingLimits(trx, plan.organizationId, plan.playerId, amount);
  // The payment and its pending entries in one statement: one round trip, not two.
  const payment = await trx
    .with('payment', (db) =>
      db
        .insertInto('payments')
        .values({
          organization_id: plan.organizationId,
          player_id: plan.playerId,
          game_instance_id: instance.id,
          kind: plan.kind,
          amount_cents: amount,
          currency,
          provider: game.payment_provider,
          idempotency_key: plan.idempotencyKey,
          request_hash: plan.requestHash,
          group_ids: reservation.groupIds,
          payment_method_id: method?.id ?? null,
          bundle_numbers: reservation.bundle?.Numbers ?? null,
          prepaid_draws: plan.prepaidDraws ?? null,
        })
        .returning('id'),
    )
    .with('entries', (db) =>
      db
        .insertInto('instance_entries')
        .columns(['game_instance_id', 'ticket_number', 'group_id', 'player_id', 'payment_id'])
        .expression(
          sql`select ${instance.id}::uuid, e.ticket_number, e.group_id, ${plan.playerId}::uuid, payment.id
            from payment, unnest(${reservation.entries.map((entry) => entry.ticketNumber)}::int[],
              ${reservation.entries.map((entry) => entry.groupId)}::uuid[]) as e(ticket_number, group_id)`,
        ),
    )
    .selectFrom('payment')
    .select('id')
    .executeTakeFirstOrThrow();
  const charge: ChargePlan = {
    paymentId: payment.id,
    amountCents: amount,
    currency,
    player,
    source: method
      ? { methodId: method.provider_method_id }
      : { token: 'Token' in plan.payment ? plan.payment.Token : '' },
    saveCard: 'SaveCard' in plan.payment && plan.payment.SaveCard,
    offSession: plan.kind === 'renewal',
    description: `${game.organization_name}: ${game.name}, ${instance.name}${draws > 1 ? ` and the next ${draws - 1} draws` : ''}`,
  };
  const known: KnownToPayer = {
    recipient: { email: player.email, firstName: player.first_name, locale: player.locale },
    times: { drawAt: instance.draw_at, timeZone: game.time_zone },
    ...(plan.site ? { site: plan.site } : {}),
  };
  return { paymentId: payment.id, charge, known, reservation };
}

export interface CheckedOut {
  paymentId: string;
  /** The payment as its view needs it, when the transaction settled it; else read it. */
  view: KnownPayment | null;
  /** The numbers this request reserved (null: it was answered with an earlier payment). */
  reservation: Reservation | null;
}

/**
 * Records the payment and its pending entries in one transaction (a retry with the same
 * Idempotency-Key finds this payment), then charges. A remote provider is called after the
 * commit: a database transaction is never held open across a call to it. A provider that
 * answers in-process (the sandbox settling instantly) charges in the same transaction, so
 * the whole purchase commits once.
 */
export async function checkout(app: FastifyInstance, plan: CheckoutPlan): Promise<CheckedOut> {
  const game = plan.game ?? (await loadGameContext(app.db, plan.organizationId));
  const provider = app.payments.provider(game.payment_provider);
  const settings = {
    currency: app.payments.settings.CURRENCY,
    locationMaxAgeMinutes: app.env.LOCATION_CHECK_MAX_AGE_MINUTES,
  };
  const inline = provider.chargeInTransaction;
  const recorded = await retryTransaction(() =>
    app.db.transaction().execute(async (trx) => {
      const entry = await record(trx, plan, game, settings);
      const settled =
        entry.charge && inline
          ? await chargeInTransaction(trx, provider, inline, entry.charge)
          : null;
      return { ...entry, settled };
    }),
  );
  if (recorded.settled) await afterOutcome(app, recorded.settled, recorded.known ?? undefined);
  else if (recorded.charge && !inline) await chargePayment(app, provider, recorded.charge);
  // Settled in the transaction (an outcome carries its payment only when it applied): the
  // answer is built from what the move returned.
  const moved = recorded.settled?.payment;
  const view: KnownPayment | null = moved ? { ...moved, game_id: game.id } : null;
  return { paymentId: recorded.paymentId, view, reservation: recorded.reservation };
}
