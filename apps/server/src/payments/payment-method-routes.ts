import { idSchema } from '@charity/domain/api/ids';
import {
  addPaymentMethodBodySchema,
  addedPaymentMethodSchema,
  paymentMethodsSchema,
} from '@charity/domain/payments/payment-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appendAudit } from '../audit/audit-log.repository';
import { badRequest, notFound } from '../errors/http-errors';
import { loadGameContext } from '../numbers/game-context';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { lockPlayer } from '../numbers/player-lock';
import { ensureCustomerId } from './payment-customers';
import { ProviderRequestError } from './payment-provider';
import { keepSavedCard } from './saved-cards';
import { refusal } from '../refusals/refusal-catalogue';

const toMethod = (row: {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}) => ({
  Id: row.id,
  Brand: row.brand,
  Last4: row.last4,
  ExpMonth: row.exp_month,
  ExpYear: row.exp_year,
});

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const ownedParams = z.object({ playerId: idSchema, organizationId: idSchema });

  app.get(
    '/payment-method/by-player/:playerId/for-organization/:organizationId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Saved cards (Manage Payment Info)',
        security: [{ bearer: [] }],
        params: ownedParams,
        response: { 200: paymentMethodsSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, organizationId } = request.params;
      ownPlayer(request, playerId, organizationId);
      const rows = await app.db
        .selectFrom('payment_methods')
        .select(['id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .where('player_id', '=', playerId)
        .where('removed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return { PaymentMethods: rows.map(toMethod) };
    },
  );

  app.post(
    '/payment-method/setup',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Start saving a card: Stripe's SetupIntent client secret (null for the sandbox card form)",
        security: [{ bearer: [] }],
        body: z.object({ PlayerId: idSchema, OrganizationId: idSchema }),
        response: {
          200: z.object({ ClientSecret: z.string().nullable() }),
          ...moneyErrorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      const game = await loadGameContext(app.db, body.OrganizationId);
      const provider = app.payments.provider(game.payment_provider);
      const player = await lockPlayer(app.db, body.OrganizationId, body.PlayerId);
      const setup = await provider.prepareCardSetup(
        await ensureCustomerId(app.db, provider, player),
      );
      return { ClientSecret: setup.clientSecret };
    },
  );

  app.post(
    '/payment-method/add',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Save a card from a provider token (sandbox token or confirmed Stripe SetupIntent id)',
        security: [{ bearer: [] }],
        body: addPaymentMethodBodySchema,
        response: { 200: addedPaymentMethodSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      const game = await loadGameContext(app.db, body.OrganizationId);
      const provider = app.payments.provider(game.payment_provider);
      const player = await lockPlayer(app.db, body.OrganizationId, body.PlayerId);
      const customerId = await ensureCustomerId(app.db, provider, player);
      let card;
      try {
        card = await provider.saveCard(customerId, body.Token);
      } catch (err) {
        // The bank refused to set the card up: nothing is saved, and the player is told why.
        if (err instanceof ProviderRequestError)
          throw badRequest(refusal('card.declined', { code: err.code }));
        throw err;
      }
      const row = await keepSavedCard(app.db, {
        playerId: body.PlayerId,
        provider: provider.name,
        customerId,
        card,
      });
      return { ...toMethod(row), AlreadySaved: row.alreadySaved };
    },
  );

  app.delete(
    '/payment-method/:paymentMethodId/by-player/:playerId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Remove a saved card (subscriptions using it stop until another card is chosen)',
        security: [{ bearer: [] }],
        params: z.object({ paymentMethodId: idSchema, playerId: idSchema }),
        response: { 204: z.null(), ...moneyErrorResponses },
      },
    },
    async (request, reply) => {
      const { paymentMethodId, playerId } = request.params;
      const caller = ownPlayer(request, playerId);
      const method = await app.db
        .updateTable('payment_methods')
        .set({ removed_at: new Date() })
        .where('id', '=', paymentMethodId)
        .where('player_id', '=', playerId)
        .where('removed_at', 'is', null)
        .returning(['provider', 'provider_method_id'])
        .executeTakeFirst();
      if (!method) throw notFound(refusal('savedCard.notFound', { id: paymentMethodId }));
      await app.payments.provider(method.provider).removeCard(method.provider_method_id);
      await appendAudit(app.db, {
        organizationId: caller.organizationId,
        actor: playerId,
        action: 'card-removed',
        subjectType: 'payment-method',
        subjectId: paymentMethodId,
      });
      return reply.status(204).send(null);
    },
  );
};
