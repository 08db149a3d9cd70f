import { idSchema } from '@charity/domain/api/ids';
import { playerSchema, pledgeSupportSchema } from '@charity/domain/api/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors/http-errors';
import { loadOwnPlayer, playerErrorResponses } from './player-access';
import { reloadPlayer } from './reload-player';
import { changeOwnAccount } from './change-account';
import { refusal } from '../refusals/refusal-catalogue';

export const pledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/pledge-support',
    {
      schema: {
        tags: ['charity'],
        summary: "Pledge the player's support to an active charity of their organization",
        security: [{ bearer: [] }],
        body: pledgeSupportSchema.extend({
          CharityId: idSchema,
          OrganizationId: idSchema,
          PlayerId: idSchema,
        }),
        response: { 200: playerSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const { CharityId, OrganizationId, PlayerId } = request.body;
      const { player } = await loadOwnPlayer(app, request, {
        playerId: PlayerId,
        organizationId: OrganizationId,
      });
      const charity = await app.db
        .selectFrom('charities')
        .select(['id', 'name'])
        .where('id', '=', CharityId)
        .where('organization_id', '=', OrganizationId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!charity) throw notFound(refusal('charity.notActive', { id: CharityId }));
      await changeOwnAccount(
        app.db,
        { organizationId: OrganizationId, playerId: PlayerId },
        { charity_id: charity.id, pledged_at: new Date() },
        {
          action: 'player.pledged-support',
          subjectType: 'charity',
          subjectId: charity.id,
          details: { previousCharityId: player.charity_id },
        },
      );
      return reloadPlayer(app.db, OrganizationId, PlayerId);
    },
  );
};
