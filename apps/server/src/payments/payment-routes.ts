import { idSchema } from '@charity/domain/api/ids';
import { awaitingPaymentsSchema } from '@charity/domain/payments/awaiting-approval';
import { paymentResultSchema, receiptSchema } from '@charity/domain/payments/payment-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors/http-errors';
import { readerLanguage } from '../translations/reader-language';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { cancelAwaitingPayment, refreshAwaitingAction, refreshOwnPayment } from './awaiting-action';
import { paymentView } from './payment-view';
import { findReceipt } from './receipt';
import { refusal } from '../refusals/refusal-catalogue';

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
      const { playerId, paymentId } = request.params;
      ownPlayer(request, playerId);
      await refreshOwnPayment(app, playerId, paymentId);
      return paymentView(app.db, playerId, paymentId);
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
      const receipt = owned
        ? await findReceipt(app.db, paymentId, await readerLanguage(request))
        : null;
      if (!receipt) throw notFound(refusal('receipt.notFound', { id: paymentId }));
      return receipt;
    },
  );
  app.post(
    '/payment/by-player/:playerId/cancel/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: "Cancel a payment waiting at the bank's check; its numbers are released at once",
        security: [{ bearer: [] }],
        params,
        response: { 200: paymentResultSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, paymentId } = request.params;
      ownPlayer(request, playerId);
      await cancelAwaitingPayment(app, playerId, paymentId);
      return paymentView(app.db, playerId, paymentId);
    },
  );

  app.get(
    '/payment/by-player/:playerId/awaiting-approval',
    {
      schema: {
        tags: ['payments'],
        summary: "The player's payments still waiting at the bank's check (3-D Secure)",
        security: [{ bearer: [] }],
        params: z.object({ playerId: idSchema }),
        response: { 200: awaitingPaymentsSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId } = request.params;
      ownPlayer(request, playerId);
      const waiting = await app.db
        .selectFrom('payments')
        .select(['id', 'status', 'provider', 'provider_reference', 'created_at'])
        .where('player_id', '=', playerId)
        .where('status', '=', 'requires_action')
        .orderBy('created_at')
        .limit(20)
        .execute();
      const lifetime = app.env.ABANDONED_PAYMENT_MINUTES * 60_000;
      const payments = [];
      for (const payment of waiting) {
        await refreshAwaitingAction(app, payment);
        const view = await paymentView(app.db, playerId, payment.id);
        if (view.Status !== 'RequiresAction') continue;
        const expiresAt = new Date(payment.created_at.getTime() + lifetime);
        payments.push({ ...view, ExpiresAt: expiresAt.toISOString() });
      }
      return { Payments: payments };
    },
  );
};
