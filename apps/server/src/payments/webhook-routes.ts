import { sandboxCardSchema, sandboxTokenSchema } from '@charity/domain/payments/payment-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authentication';
import { errorResponses } from '../errors/error-responses';
import { badRequest, notFound } from '../errors/http-errors';
import { moneyErrorResponses } from '../numbers/number-access';
import { applyPaymentOutcome } from './payment-outcome';
import { ProviderRequestError } from './payment-provider';
import { tokenizeCard } from './sandbox/sandbox-cards';

/** Signatures are computed over the exact bytes: this scope keeps JSON bodies raw. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The payment provider's signed events (verified, idempotent by event id, order-independent)",
        params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        response: {
          200: z.object({ Received: z.boolean(), Result: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('Send the event as application/json.');
      let provider;
      try {
        provider = app.payments.provider(request.params.provider);
      } catch {
        // A provider this server does not run has no webhook here: not a server failure.
        throw notFound(`No ${request.params.provider} webhook is served here.`);
      }
      let event;
      try {
        event = provider.parseWebhook(raw, request.headers);
      } catch (err) {
        if (err instanceof ProviderRequestError)
          throw badRequest('The webhook signature is not valid.');
        throw err;
      }
      let paymentId = event.paymentId;
      if (!paymentId && event.reference) {
        const found = await app.db
          .selectFrom('payments')
          .select('id')
          .where('provider', '=', request.params.provider)
          .where('provider_reference', '=', event.reference)
          .executeTakeFirst();
        paymentId = found?.id ?? null;
      }
      const known =
        paymentId && z.uuid().safeParse(paymentId).success
          ? await app.db
              .selectFrom('payments')
              .select('id')
              .where('id', '=', paymentId)
              .where('provider', '=', request.params.provider)
              .executeTakeFirst()
          : undefined;
      // Events about other objects are acknowledged, or the provider would retry them forever.
      if (!known || !event.outcome) return { Received: true, Result: 'ignored' };
      const result = await applyPaymentOutcome(app, {
        paymentId: known.id,
        status: event.outcome,
        failureCode: event.failureCode,
        event: { provider: request.params.provider, eventId: event.eventId, type: event.type },
      });
      return { Received: true, Result: result };
    },
  );
};

/** The sandbox processor's own pages: its card form posts here, and its 3-D Secure step. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/payments/sandbox/cards',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox card form: a test card becomes a token (the number is not stored)',
        security: [{ bearer: [] }],
        body: sandboxCardSchema,
        response: { 200: sandboxTokenSchema, ...moneyErrorResponses },
      },
    },
    async (request) => tokenizeCard(app.db, request.body),
  );

  app.post(
    '/payments/sandbox/confirm/:chargeId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox 3-D Secure step: the player confirms the payment at the "bank"',
        security: [{ bearer: [] }],
        params: z.object({ chargeId: z.string().regex(/^ch_sb_[0-9a-f]+$/) }),
        response: { 200: z.object({ Status: z.string() }), ...moneyErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const charge = await app.db
        .selectFrom('payments')
        .select('id')
        .where('provider', '=', 'sandbox')
        .where('provider_reference', '=', request.params.chargeId)
        .where('player_id', '=', caller.playerId)
        .executeTakeFirst();
      if (!charge) throw notFound('This payment does not exist.');
      const status = await app.payments.sandbox.confirm(request.params.chargeId);
      // Approved: the payment leaves the bank's check now, not when the settlement event
      // arrives, so the next status read cannot invite the player to approve it again.
      if (status === 'processing') {
        await applyPaymentOutcome(app, { paymentId: charge.id, status, failureCode: null });
      }
      return { Status: status };
    },
  );
};
