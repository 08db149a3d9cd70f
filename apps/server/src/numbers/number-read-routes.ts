import { idSchema } from '@charity/domain/api/ids';
import { playerNumberGroupsSchema, playerNumbersSchema } from '@charity/domain/api/player-numbers';
import { ticketLimitSchema } from '@charity/domain/numbers/number-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authentication';
import { notFound } from '../errors/http-errors';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { loadGameContext } from './game-context';
import { moneyErrorResponses, ownPlayer } from './number-access';
import { listGroups } from './player-number.repository';
import { ticketLimitReached } from './ticket-limit';
import { refusal } from '../refusals/refusal-catalogue';

async function instanceOfOrganization(
  db: Parameters<typeof loadGameContext>[0],
  organizationId: string,
  instanceId: string,
) {
  const instance = await db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .select([
      'game_instances.id',
      'game_instances.game_id',
      'games.game_type',
      'games.number_range_max',
    ])
    .where('game_instances.id', '=', instanceId)
    .where('games.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!instance) throw notFound(refusal('gameInstance.notFound', { id: instanceId }));
  return instance;
}

export const numberReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/player-number/by-player/:playerId/for-organization/:organizationId',
    {
      schema: {
        tags: ['numbers'],
        summary:
          "The player's numbers in the organization's current game (status for its current instance)",
        security: [{ bearer: [] }],
        params: z.object({ playerId: idSchema, organizationId: idSchema }),
        response: { 200: playerNumbersSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, organizationId } = request.params;
      ownPlayer(request, playerId, organizationId);
      const game = await loadGameContext(app.db, organizationId);
      const instance = await findCurrentGameInstance(app.db, game.id);
      const groups = await listGroups(app.db, {
        playerId,
        gameId: game.id,
        instanceId: instance?.id ?? null,
      });
      const numbers = groups.flatMap((group) => group.PlayerNumbers);
      return { PlayerNumbers: numbers.sort((a, b) => a.TicketNumber - b.TicketNumber) };
    },
  );

  app.get(
    '/player-number/by-player/:playerId/for-game-instance-in-groups/:gameInstanceId',
    {
      schema: {
        tags: ['numbers'],
        summary: "The player's number groups, Paid and statuses relative to the instance",
        security: [{ bearer: [] }],
        params: z.object({ playerId: idSchema, gameInstanceId: idSchema }),
        response: { 200: playerNumberGroupsSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const { playerId, gameInstanceId } = request.params;
      const caller = ownPlayer(request, playerId);
      const instance = await instanceOfOrganization(app.db, caller.organizationId, gameInstanceId);
      const groups = await listGroups(app.db, {
        playerId,
        gameId: instance.game_id,
        instanceId: instance.id,
      });
      return { PlayerNumberGroups: groups };
    },
  );

  app.get(
    '/game-instance/ticket-limit-reached/:gameInstanceId',
    {
      schema: {
        tags: ['numbers'],
        summary:
          'GoldRush: every number of the game is held; 50/50: every number is sold for the instance',
        security: [{ bearer: [] }],
        params: z.object({ gameInstanceId: idSchema }),
        response: { 200: ticketLimitSchema, ...moneyErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const instance = await instanceOfOrganization(
        app.db,
        caller.organizationId,
        request.params.gameInstanceId,
      );
      return { LimitReached: await ticketLimitReached(app.db, instance) };
    },
  );
};
