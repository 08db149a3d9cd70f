import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkout, type CheckoutPlan } from '../payments/checkout';
import { idempotencyKeyOf, requestHash } from '../payments/idempotency';
import { mailSiteOf } from '../payments/payment-mail';
import { paymentView } from '../payments/payment-view';
import { reservePlay } from './reserve-play';

interface PlayRequest {
  PlayerId: string;
  OrganizationId: string;
  GameInstanceId: string;
  Payment: CheckoutPlan['payment'];
}

/**
 * A play's checkout (`player-number/play`, and a prepayment's first draw): the player's chosen
 * groups entered in the open instance and paid, answered as the payment's view.
 */
export async function playGroups(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PlayRequest,
  groupIds: string[],
  options: Pick<CheckoutPlan, 'game' | 'prepaidDraws'> = {},
) {
  const { paymentId, view } = await checkout(app, {
    ...options,
    kind: 'play',
    site: mailSiteOf(app, request),
    organizationId: body.OrganizationId,
    playerId: body.PlayerId,
    gameInstanceId: body.GameInstanceId,
    idempotencyKey: idempotencyKeyOf(request),
    requestHash: requestHash(body),
    payment: body.Payment,
    reserve: (trx, game, instance) =>
      reservePlay(trx, {
        playerId: body.PlayerId,
        gameId: game.id,
        instanceId: instance.id,
        groupIds,
      }),
  });
  return paymentView(app.db, body.PlayerId, paymentId, view);
}
