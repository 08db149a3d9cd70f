import { idSchema } from '@charity/domain/api/ids';
import { historyQuerySchema, paymentHistorySchema } from '@charity/domain/api/payment-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMailRecipient } from '../accounts/account-locale';
import { notFound } from '../errors/http-errors';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { sendReceiptMail } from '../payments/payment-mail';
import { findReceipt } from '../payments/receipt';
import { readerLanguage } from '../translations/reader-language';
import { paymentHistory } from './payment-history';
import { recordReceiptResend } from './receipt-resend';
import { refusal } from '../refusals/refusal-catalogue';

/** A player's own payments and receipts, and receipts sent again by e-mail. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/payment/by-player/:playerId/history',
    {
      schema: {
        tags: ['payments'],
        summary: "The player's payments, newest first, ten a page",
        security: [{ bearer: [] }],
        params: z.object({ playerId: idSchema }),
        querystring: historyQuerySchema,
        response: { 200: paymentHistorySchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId } = request.params;
      const { organizationId, page } = request.query;
      ownPlayer(request, playerId, organizationId);
      return paymentHistory(app.db, organizationId, playerId, page, await readerLanguage(request));
    },
  );

  app.post(
    '/payment/by-player/:playerId/receipt/:paymentId/resend',
    {
      schema: {
        tags: ['payments'],
        summary: 'E-mail a receipt again to the player (five an hour)',
        security: [{ bearer: [] }],
        params: z.object({ playerId: idSchema, paymentId: idSchema }),
        response: { 202: z.object({ SentTo: z.string() }), ...moneyErrorResponses },
      },
    },
    async (request, reply) => {
      const { playerId, paymentId } = request.params;
      const caller = ownPlayer(request, playerId);
      const owned = await app.db
        .selectFrom('payments as p')
        .innerJoin('accounts as a', 'a.id', 'p.player_id')
        .select(['p.organization_id', 'a.email'])
        .where('p.id', '=', paymentId)
        .where('p.player_id', '=', playerId)
        .where('p.organization_id', '=', caller.organizationId)
        .executeTakeFirst();
      const receipt = owned ? await findReceipt(app.db, paymentId) : null;
      if (!owned || !receipt) throw notFound(refusal('receipt.notFound', { id: paymentId }));
      await recordReceiptResend(app.db, reply, {
        organizationId: owned.organization_id,
        playerId,
        paymentId,
      });
      const player = await findMailRecipient(app.db, playerId);
      if (player) await sendReceiptMail(app, owned.organization_id, player, receipt);
      return reply.code(202).send({ SentTo: owned.email });
    },
  );
};
