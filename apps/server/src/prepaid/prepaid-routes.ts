import { idSchema } from '@charity/domain/api/ids';
import { checkoutResponseSchema } from '@charity/domain/numbers/number-api';
import {
  prepaidRefundBodySchema,
  prepaidRefundResponseSchema,
  prepaymentsSchema,
  prepayBodySchema,
} from '@charity/domain/prepaid/prepaid-api';
import { prepayAllowed } from '@charity/domain/prepaid/prepaid-draws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../auth/auth-errors';
import { badRequest, notFound } from '../errors/http-errors';
import { loadGameContext } from '../numbers/game-context';
import { idempotencyHeader, moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { lockPlayer } from '../numbers/player-lock';
import { playGroups } from '../numbers/play-groups';
import { assertMayMoveMoney } from '../players/money-eligibility';
import { runMoneyBack } from '../refunds/money-back/money-back-job';
import { requestPrepaidRefund } from './prepaid-refunds';
import { listPrepayments } from './prepaid-view';
import { refusal } from '../refusals/refusal-catalogue';

const tags = ['prepaid draws'];
const security = [{ bearer: [] }];

/** Prepaid draws (GoldRush): pay a group for several draws at once, see them, refund the rest. */
export const prepaidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/player-number/prepay',
    {
      schema: {
        tags,
        summary:
          'Pay once for a group in the current draw and the next ones (Draws up to the game\u2019s MaxPrepaidDraws)',
        description: `Header Idempotency-Key: ${idempotencyHeader.description}.`,
        security,
        body: prepayBodySchema,
        response: { 200: checkoutResponseSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      await assertMayMoveMoney(app.db, body.OrganizationId, body.PlayerId);
      const game = await loadGameContext(app.db, body.OrganizationId);
      if (!prepayAllowed(body.Draws, game.max_prepaid_draws)) {
        throw badRequest(
          game.max_prepaid_draws > 1
            ? refusal('prepaid.drawsRange', { max: game.max_prepaid_draws })
            : refusal('prepaid.notOffered'),
        );
      }
      return playGroups(app, request, body, [body.GroupId], { game, prepaidDraws: body.Draws });
    },
  );

  app.get(
    '/player-number/prepaid/by-player/:playerId/for-organization/:organizationId',
    {
      schema: {
        tags,
        summary: "The player's prepaid draws: which are in a draw, which wait, which were refunded",
        security,
        params: z.object({ playerId: idSchema, organizationId: idSchema }),
        response: { 200: prepaymentsSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, organizationId } = request.params;
      ownPlayer(request, playerId, organizationId);
      return { Prepayments: await listPrepayments(app.db, { organizationId, playerId }) };
    },
  );

  app.post(
    '/player-number/prepaid/refund',
    {
      schema: {
        tags,
        summary: 'Refund the draws of a prepayment whose instances have not opened yet (once)',
        security,
        body: prepaidRefundBodySchema,
        response: { 200: prepaidRefundResponseSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, OrganizationId, PaymentId } = request.body;
      ownPlayer(request, PlayerId, OrganizationId);
      const refund = await app.db.transaction().execute(async (trx) => {
        await lockPlayer(trx, OrganizationId, PlayerId);
        const charge = await trx
          .selectFrom('payments')
          .select('id')
          .where('id', '=', PaymentId)
          .where('player_id', '=', PlayerId)
          .where('organization_id', '=', OrganizationId)
          .where('prepaid_draws', 'is not', null)
          // Refunded by staff or the processor: it exists, nothing is left to refund (409).
          .where('status', 'in', ['succeeded', 'refunded'])
          .executeTakeFirst();
        if (!charge) throw notFound(`Prepayment ${PaymentId} does not exist.`);
        const requested = await requestPrepaidRefund(trx, {
          paymentId: PaymentId,
          reason: 'player',
          actor: PlayerId,
        });
        if (!requested) {
          throw conflict(refusal('prepaid.nothingToRefund'));
        }
        return requested;
      });
      await runMoneyBack(app).catch((err: unknown) =>
        app.log.error({ err }, 'prepaid refund left for the next lifecycle pass'),
      );
      const [prepayment] = await listPrepayments(app.db, {
        organizationId: OrganizationId,
        playerId: PlayerId,
        paymentId: PaymentId,
      });
      if (!prepayment) throw new Error('refunded prepayment vanished');
      return {
        RefundedDraws: refund.draws,
        RefundedAmount: refund.amountCents,
        Prepayment: prepayment,
      };
    },
  );
};
