import { idSchema } from '@charity/domain/api/ids';
import { refundBodySchema, voidOrderBodySchema } from '@charity/domain/refunds/refund-api';
import {
  chargeRefundsSchema,
  refundOutcomeSchema,
} from '@charity/domain/refunds/refund-life-cycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { staffOf } from '../staff/staff-access';
import { playerRefunds } from './money-back/ledger-view';
import { giveBack } from './staff-refunds';

const params = organizationIdParams.extend({ paymentId: idSchema });
const responses = { 200: refundOutcomeSchema, ...adminErrorResponses, ...errorResponses };

/** Voids and refunds by staff (owner, manager), from a player's payments in player support. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/payment/:paymentId/void/for-organization/:organizationId',
    {
      config: { staff: 'payments.refund' },
      schema: {
        tags: ['staff'],
        summary:
          'Voids some (or all) numbers of a payment before its draw: out of the entry list, refunded, the player e-mailed, audited with the reason',
        security: [{ bearer: [] }],
        params,
        body: voidOrderBodySchema,
        response: responses,
      },
    },
    async (request) =>
      giveBack(app, {
        organizationId: request.params.organizationId,
        paymentId: request.params.paymentId,
        actorId: staffOf(request).accountId,
        reason: request.body.Reason,
        void: request.body.TicketNumbers ? { ticketNumbers: request.body.TicketNumbers } : {},
      }),
  );

  app.post(
    '/payment/:paymentId/refund/for-organization/:organizationId',
    {
      config: { staff: 'payments.refund' },
      schema: {
        tags: ['staff'],
        summary:
          'Refunds an amount of a payment (before or after its draw; a drawn entry list never changes), the player e-mailed, audited with the reason',
        security: [{ bearer: [] }],
        params,
        body: refundBodySchema,
        response: responses,
      },
    },
    async (request) =>
      giveBack(app, {
        organizationId: request.params.organizationId,
        paymentId: request.params.paymentId,
        actorId: staffOf(request).accountId,
        reason: request.body.Reason,
        refund: { amountCents: request.body.Amount },
      }),
  );

  app.get(
    '/player/:playerId/refunds/for-organization/:organizationId',
    {
      config: { staff: 'players.read' },
      schema: {
        tags: ['staff'],
        summary:
          "Every refund of a player's payments, whatever asked for it, with its state (Requested, Sent, Succeeded, Failed) and the processor's reason for a refusal",
        security: [{ bearer: [] }],
        params: organizationIdParams.extend({ playerId: idSchema }),
        response: { 200: chargeRefundsSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request) => ({ Refunds: await playerRefunds(app.db, request.params) }),
  );
};
