import {
  assignNumbersBodySchema,
  assignNumbersResponseSchema,
  checkoutResponseSchema,
  playGroupsBodySchema,
  purchaseNumbersBodySchema,
} from '@charity/domain/numbers/number-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertNotExcluded } from '../protection/protection-rules';
import { appendAudit } from '../audit/audit-log.repository';
import { checkout } from '../payments/checkout';
import { assertMayMoveMoney } from '../players/money-eligibility';
import { idempotencyKeyOf, requestHash } from '../payments/idempotency';
import { mailSiteOf } from '../payments/payment-mail';
import { newlyPaidGroups, paymentView } from '../payments/payment-view';
import { createNumberGroup, rememberExhausted } from './assign-numbers';
import { loadGameContext } from './game-context';
import { idempotencyHeader, moneyErrorResponses, ownPlayer } from './number-access';
import { listGroups } from './player-number.repository';
import { lockPlayer } from './player-lock';
import { playGroups } from './play-groups';
import { assertBundleInForce } from '../bundles/bundle-in-force';
import { retryTransaction } from './retry-transaction';

export const numberWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/player-number/assign',
    {
      schema: {
        tags: ['numbers'],
        summary:
          'Assign numbers (registration): Quantity 1..MaxNumbersPerPlayer, specific ones when free',
        description: `Header Idempotency-Key: ${idempotencyHeader.description}.`,
        security: [{ bearer: [] }],
        body: assignNumbersBodySchema,
        response: { 200: assignNumbersResponseSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      await assertMayMoveMoney(app.db, body.OrganizationId, body.PlayerId);
      const key = idempotencyKeyOf(request);
      await assertNotExcluded(app.db, body.OrganizationId, body.PlayerId);
      const game = await loadGameContext(app.db, body.OrganizationId);
      const group = await retryTransaction(() =>
        app.db.transaction().execute(async (trx) => {
          await lockPlayer(trx, body.OrganizationId, body.PlayerId);
          const created = await createNumberGroup(trx, game, {
            organizationId: body.OrganizationId,
            playerId: body.PlayerId,
            quantity: body.Quantity,
            requested: body.TicketNumbers,
            idempotencyKey: key,
          });
          if (!created.replayed) {
            await appendAudit(trx, {
              organizationId: body.OrganizationId,
              actor: body.PlayerId,
              action: 'numbers-assigned',
              subjectType: 'player-number-group',
              subjectId: created.groupId,
              details: { numbers: created.numbers },
            });
          }
          return created;
        }),
      ).catch(async (error: unknown) => {
        await rememberExhausted(app.db, error, game.id);
        throw error;
      });
      const [view] = await listGroups(app.db, {
        playerId: body.PlayerId,
        gameId: game.id,
        instanceId: null,
        groupIds: [group.groupId],
      });
      if (!view) throw new Error('assigned group vanished');
      return { PlayerNumberGroup: view };
    },
  );

  app.post(
    '/player-number/purchase',
    {
      schema: {
        tags: ['numbers'],
        summary:
          'Buy more numbers and pay for the current instance in one step (no numbers kept when payment fails)',
        description: `Header Idempotency-Key: ${idempotencyHeader.description}.`,
        security: [{ bearer: [] }],
        body: purchaseNumbersBodySchema,
        response: { 200: checkoutResponseSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      const key = idempotencyKeyOf(request);
      const game = await loadGameContext(app.db, body.OrganizationId);
      const bundle = body.Bundle ? assertBundleInForce(game, body.Bundle) : null;
      const { paymentId, view, reservation } = await checkout(app, {
        kind: 'purchase',
        site: mailSiteOf(app, request),
        game,
        organizationId: body.OrganizationId,
        playerId: body.PlayerId,
        gameInstanceId: body.GameInstanceId,
        idempotencyKey: key,
        requestHash: requestHash(body),
        payment: body.Payment,
        reservesNewNumbers: true,
        async reserve(trx, context, _instance, holding) {
          const group = await createNumberGroup(
            trx,
            context,
            {
              organizationId: body.OrganizationId,
              playerId: body.PlayerId,
              quantity: body.Quantity,
              requested: body.TicketNumbers,
              idempotencyKey: null,
            },
            holding,
          );
          const entries = group.numbers.map((ticketNumber) => ({
            groupId: group.groupId,
            ticketNumber,
          }));
          return { groupIds: [group.groupId], entries, ...(bundle ? { bundle } : {}) };
        },
      }).catch(async (error: unknown) => {
        await rememberExhausted(app.db, error, game.id);
        throw error;
      });
      return paymentView(
        app.db,
        body.PlayerId,
        paymentId,
        view,
        newlyPaidGroups(reservation, view),
      );
    },
  );

  app.post(
    '/player-number/play',
    {
      schema: {
        tags: ['numbers'],
        summary: "Pay for the player's chosen groups in the current instance",
        description: `Header Idempotency-Key: ${idempotencyHeader.description}.`,
        security: [{ bearer: [] }],
        body: playGroupsBodySchema,
        response: { 200: checkoutResponseSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      return playGroups(app, request, body, body.GroupIds);
    },
  );
};
