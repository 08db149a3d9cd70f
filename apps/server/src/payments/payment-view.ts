import type { PaymentResult } from '@charity/domain/payments/payment-api';
import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import type { PaymentStatus } from '@charity/domain/payments/payment-status';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { groupView, listGroups } from '../numbers/player-number.repository';
import type { Reservation } from './checkout';
import { refusal } from '../refusals/refusal-catalogue';

/** A stored payment's status as the API names it. */
export const PAYMENT_STATUS = {
  processing: 'Processing',
  requires_action: 'RequiresAction',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;

/**
 * The answer of purchase, play and status polling alike: built from the stored payment, so a
 * retried request with the same Idempotency-Key gets the same payment and the same numbers.
 * `known` and `knownGroups` are what the caller's transaction returned, when it settled it.
 */
export async function paymentView(
  db: Executor,
  playerId: string,
  paymentId: string,
  known: KnownPayment | null = null,
  knownGroups: PlayerNumberGroup[] | null = null,
): Promise<PaymentResult> {
  const payment = known ?? (await readPayment(db, playerId, paymentId));
  const groups =
    knownGroups ??
    (await listGroups(db, {
      playerId,
      gameId: payment.game_id,
      instanceId: payment.game_instance_id,
      groupIds: payment.group_ids,
    }));
  return {
    PaymentId: payment.id,
    Status: PAYMENT_STATUS[payment.status],
    Amount: Number(payment.amount_cents),
    Currency: payment.currency.toUpperCase(),
    GameInstanceId: payment.game_instance_id,
    FailureMessage: payment.failure_message,
    NextActionUrl: payment.status === 'requires_action' ? payment.next_action_url : null,
    ClientSecret: payment.status === 'requires_action' ? payment.client_secret : null,
    PlayerNumberGroups: groups,
    ...(payment.prepaid_draws && payment.prepaid_draws > 1 ? { Draws: payment.prepaid_draws } : {}),
  };
}

/**
 * The groups a purchase made and paid in its own transaction, as listGroups would read them
 * back: new, so not subscribed, and every number entered and paid. Null when it is not that case.
 */
export function newlyPaidGroups(
  reserved: Pick<Reservation, 'groupIds' | 'entries'> | null,
  payment: KnownPayment | null,
): PlayerNumberGroup[] | null {
  if (!reserved || payment?.status !== 'succeeded') return null;
  const where = { gameId: payment.game_id, instanceId: payment.game_instance_id };
  return reserved.groupIds.map((groupId) => {
    const rows = reserved.entries
      .filter((entry) => entry.groupId === groupId)
      .map((entry) => ({
        ticket_number: entry.ticketNumber,
        paid: true,
        payment_status: payment.status,
        subscription_status: 0,
        subscription_instance_id: null,
        subscription_method_id: null,
      }));
    return groupView(groupId, rows, where);
  });
}

/** What a payment's view shows of it (its groups are read with it). */
export interface KnownPayment {
  id: string;
  status: PaymentStatus;
  amount_cents: number | string;
  currency: string;
  game_instance_id: string;
  failure_message: string | null;
  next_action_url: string | null;
  client_secret: string | null;
  group_ids: string[];
  game_id: string;
  /** A prepaid charge: the number of draws it pays for. */
  prepaid_draws?: number | null;
}

async function readPayment(db: Executor, playerId: string, paymentId: string) {
  const payment = await db
    .selectFrom('payments')
    .innerJoin('game_instances', 'game_instances.id', 'payments.game_instance_id')
    .select([
      'payments.id',
      'payments.status',
      'payments.amount_cents',
      'payments.currency',
      'payments.game_instance_id',
      'payments.failure_message',
      'payments.next_action_url',
      'payments.client_secret',
      'payments.group_ids',
      'payments.prepaid_draws',
      'game_instances.game_id',
    ])
    .where('payments.id', '=', paymentId)
    .where('payments.player_id', '=', playerId)
    .executeTakeFirst();
  if (!payment) throw notFound(refusal('payment.notFound', { id: paymentId }));
  return payment;
}
