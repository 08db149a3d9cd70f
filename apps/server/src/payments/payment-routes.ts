import { idSchema } from '@charity/domain/api/ids';
import { paymentResultSchema, receiptSchema } from '@charity/domain/payments/payment-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors/http-errors';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { paymentView } from './payment-view';
import { findReceipt } from './receipt';

const params = z.object({ playerId: idSchema, paymentId: idSchema });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/payment/by-player/:playerId/status/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Poll a payment while it is Processing',
        security: [{ bearer: [] }],
        params,
        response: { 200: paymentResultSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      ownPlayer(request, request.params.playerId);
      return paymentView(app.db, request.params.playerId, request.params.paymentId);
    },
  );

  app.get(
    '/payment/by-player/:playerId/receipt/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The receipt of a successful payment',
        security: [{ bearer: [] }],
        params,
        response: { 200: receiptSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, paymentId } = request.params;
      ownPlayer(request, playerId);
      const owned = await app.db
        .selectFrom('payments')
        .select('id')
        .where('id', '=', paymentId)
        .where('player_id', '=', playerId)
        .executeTakeFirst();
      const receipt = owned ? await findReceipt(app.db, paymentId) : null;
      if (!receipt) throw notFound(`No receipt for payment ${paymentId}.`);
      return receipt;
    },
  );
};
