import { playerLanguageSchema } from '@charity/domain/api/player-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateAccount } from '../accounts/account.repository';
import { callerOf } from '../auth/authentication';
import { playerErrorResponses } from './player-access';

/**
 * The app's language switch tells the server, so that mail sent later without a request
 * (auto-play receipts, draw results) is written in the language the player chose.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/player/language',
    {
      schema: {
        tags: ['player'],
        summary: "Set the signed-in player's language (en or fr) for their mail",
        security: [{ bearer: [] }],
        body: playerLanguageSchema,
        response: { 200: playerLanguageSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await updateAccount(app.db, caller.organizationId, caller.playerId, {
        locale: request.body.Language,
      });
      return { Language: request.body.Language };
    },
  );
};
