import { idSchema } from '@charity/domain/api/ids';
import { historyQuerySchema } from '@charity/domain/api/payment-history';
import {
  supportPlayerDetailSchema,
  supportSearchQuerySchema,
  supportSearchSchema,
} from '@charity/domain/staff/support-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerProtection } from '../protection/player-protection';
import { findMailRecipient } from '../accounts/account-locale';
import { appendAudit } from '../audit/audit-log.repository';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { paymentHistory } from '../history/payment-history';
import { recordReceiptResend } from '../history/receipt-resend';
import { organizationIdParams } from '../organizations/organization-id-params';
import { sendReceiptMail } from '../payments/payment-mail';
import { findReceipt } from '../payments/receipt';
import { staffOf } from '../staff/staff-access';
import { readerLanguage } from '../translations/reader-language';
import { findSupportPlayer, playerNumbers, searchPlayers } from './player-search';
import { refusal } from '../refusals/refusal-catalogue';
import { withVoidable } from './voidable-payments';

const responses = { ...adminErrorResponses, ...errorResponses };

/** Player support (support, owner): find a player and see their history; every look-up audited. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/players/for-organization/:organizationId',
    {
      config: { staff: 'players.read' },
      schema: {
        tags: ['staff'],
        summary:
          'Players whose e-mail, name or phone contains the text, or with that ticket number',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        querystring: supportSearchQuerySchema,
        response: { 200: supportSearchSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const players = await searchPlayers(app.db, organizationId, request.query.q);
      await appendAudit(app.db, {
        organizationId,
        actor: staffOf(request).accountId,
        action: 'support.players-searched',
        subjectType: 'player',
        subjectId: null,
        details: { query: request.query.q, found: players.length },
      });
      return { Players: players };
    },
  );

  app.get(
    '/player/:playerId/for-organization/:organizationId',
    {
      config: { staff: 'players.read' },
      schema: {
        tags: ['staff'],
        summary: "A player's pledge, numbers and payments with receipts, ten payments a page",
        security: [{ bearer: [] }],
        params: organizationIdParams.extend({ playerId: idSchema }),
        querystring: z.object({ page: historyQuerySchema.shape.page }),
        response: { 200: supportPlayerDetailSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, playerId } = request.params;
      const player = await findSupportPlayer(app.db, organizationId, playerId);
      if (!player) throw notFound(`No player ${playerId} in this organization.`);
      await appendAudit(app.db, {
        organizationId,
        actor: staffOf(request).accountId,
        action: 'support.player-viewed',
        subjectType: 'player',
        subjectId: playerId,
      });
      return {
        Player: player,
        Numbers: await playerNumbers(app.db, organizationId, playerId),
        Payments: await withVoidable(
          app.db,
          await paymentHistory(
            app.db,
            organizationId,
            playerId,
            request.query.page,
            await readerLanguage(request),
          ),
        ),
        SelfExclusion: (await playerProtection(app.db, organizationId, playerId)).SelfExclusion,
      };
    },
  );

  app.post(
    '/player/:playerId/receipt/:paymentId/resend/for-organization/:organizationId',
    {
      config: { staff: 'receipts.resend' },
      schema: {
        tags: ['staff'],
        summary:
          "E-mails a player's receipt again (five an hour per player, staff included; the same receipt once in 30 s)",
        security: [{ bearer: [] }],
        params: organizationIdParams.extend({ playerId: idSchema, paymentId: idSchema }),
        response: { 202: z.object({ SentTo: z.string() }), ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId, playerId, paymentId } = request.params;
      const player = await findSupportPlayer(app.db, organizationId, playerId);
      const owned = player
        ? await app.db
            .selectFrom('payments')
            .select('id')
            .where('id', '=', paymentId)
            .where('player_id', '=', playerId)
            .where('organization_id', '=', organizationId)
            .executeTakeFirst()
        : undefined;
      const receipt = owned ? await findReceipt(app.db, paymentId) : null;
      if (!player || !receipt) throw notFound(refusal('receipt.notFound', { id: paymentId }));
      const send = await recordReceiptResend(app.db, reply, {
        organizationId,
        playerId,
        paymentId,
        supportActorId: staffOf(request).accountId,
      });
      // The same receipt sent less than 30 s ago (a double click): done already, no second mail.
      if (!send) return reply.code(202).send({ SentTo: player.Email });
      const recipient = await findMailRecipient(app.db, playerId);
      if (recipient) await sendReceiptMail(app, organizationId, recipient, receipt);
      return reply.code(202).send({ SentTo: player.Email });
    },
  );
};
