import { playerNumberGroupSchema } from '@charity/domain/api/player-numbers';
import { subscribeGroupBodySchema } from '@charity/domain/numbers/number-api';
import { SubscriptionStatus } from '@charity/domain/subscription-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import { assertNotExcluded } from '../protection/protection-rules';
import { notFound } from '../errors/http-errors';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { loadGameContext } from '../numbers/game-context';
import { moneyErrorResponses, ownPlayer } from '../numbers/number-access';
import { listGroups } from '../numbers/player-number.repository';
import { lockPlayer } from '../numbers/player-lock';
import { assertMayMoveMoney } from '../players/money-eligibility';
import { refusal } from '../refusals/refusal-catalogue';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/player-number-group/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Subscribe a group to auto-play every new draw with a saved card, or unsubscribe it',
        description:
          'Only when the current instance has SubscriptionsEnabled. A subscribed group is charged once when each new instance opens; a failed charge sets PaymentFailure and e-mails the player.',
        security: [{ bearer: [] }],
        body: subscribeGroupBodySchema,
        response: { 200: playerNumberGroupSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      ownPlayer(request, body.PlayerId, body.OrganizationId);
      if (body.Subscribed) await assertMayMoveMoney(app.db, body.OrganizationId, body.PlayerId);
      if (body.Subscribed) await assertNotExcluded(app.db, body.OrganizationId, body.PlayerId);
      const game = await loadGameContext(app.db, body.OrganizationId);
      const instance = await findCurrentGameInstance(app.db, game.id);
      if (!game.subscriptions_enabled || !instance?.subscriptions_enabled) {
        throw conflict(refusal('subscription.notOffered'));
      }
      await app.db.transaction().execute(async (trx) => {
        await lockPlayer(trx, body.OrganizationId, body.PlayerId);
        const group = await trx
          .selectFrom('player_number_groups')
          .select('id')
          .where('id', '=', body.GroupId)
          .where('player_id', '=', body.PlayerId)
          .where('game_id', '=', game.id)
          .executeTakeFirst();
        if (!group) throw notFound(refusal('numberGroup.notFound', { id: body.GroupId }));
        let methodId: string | null = null;
        if (body.Subscribed) {
          let method = trx
            .selectFrom('payment_methods')
            .select('id')
            .where('player_id', '=', body.PlayerId)
            .where('provider', '=', game.payment_provider)
            .where('removed_at', 'is', null);
          if (body.PaymentMethodId) method = method.where('id', '=', body.PaymentMethodId);
          const found = await method.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
          if (!found) throw conflict(refusal('subscription.cardFirst'));
          methodId = found.id;
        }
        await trx
          .updateTable('player_number_groups')
          .set({
            subscription_status: body.Subscribed
              ? SubscriptionStatus.Subscribed
              : SubscriptionStatus.Unsubscribed,
            subscription_instance_id: null,
            subscription_method_id: methodId,
            subscribed_at: body.Subscribed ? new Date() : null,
          })
          .where('id', '=', group.id)
          .execute();
        await appendAudit(trx, {
          organizationId: body.OrganizationId,
          actor: body.PlayerId,
          action: body.Subscribed ? 'subscribed' : 'unsubscribed',
          subjectType: 'player-number-group',
          subjectId: group.id,
        });
      });
      const [view] = await listGroups(app.db, {
        playerId: body.PlayerId,
        gameId: game.id,
        instanceId: instance.id,
        groupIds: [body.GroupId],
      });
      if (!view) throw notFound(refusal('numberGroup.notFound', { id: body.GroupId }));
      return view;
    },
  );
};
