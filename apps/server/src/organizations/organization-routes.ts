import { maxNumbersPerPlayerSchema } from '@charity/domain/api/config';
import { currentStatusSchema } from '@charity/domain/api/game-instance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { toGameInstance } from '../games/game-instance-response';
import { loadOrganization } from './load-organization';
import { organizationIdParams } from './organization-id-params';
import { findOrganizationSettings } from './organization-settings.repository';
import { currentGameNumbersLimit } from './current-game-limit';
import { readerLanguage } from '../translations/reader-language';

const currentStatusQuery = z.object({
  includeGameInstance: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe(
      'Whether to look up and return CurrentGameInstance (default true). With false the answer ' +
        'only carries GameId and CollectPlayerAddress and CurrentGameInstance is null.',
    ),
});

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/max-numbers-per-player/byid/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary: 'How many numbers one player may hold in the current game',
        params: organizationIdParams,
        response: { 200: maxNumbersPerPlayerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const settings = await findOrganizationSettings(app.db, organization.id);
      if (!settings) throw notFound(`Organization ${organization.id} has no settings yet.`);
      const own = await currentGameNumbersLimit(app.db, organization.id);
      return { MaxNumbersPerPlayer: own ?? settings.max_numbers_per_player };
    },
  );

  app.get(
    '/current-status/byid/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary: "The organization's current game and its open (or most recent) instance",
        params: organizationIdParams,
        querystring: currentStatusQuery,
        response: { 200: currentStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const settings = await findOrganizationSettings(app.db, organization.id);
      const gameId = organization.current_game_id;
      const instance =
        gameId && request.query.includeGameInstance
          ? await findCurrentGameInstance(app.db, gameId, await readerLanguage(request))
          : undefined;
      return {
        GameId: gameId,
        CollectPlayerAddress: settings?.collect_player_address ?? false,
        CurrentGameInstance: instance ? toGameInstance(instance) : null,
      };
    },
  );
};
