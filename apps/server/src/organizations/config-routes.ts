import { environmentConfigSchema } from '@charity/domain/api/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../errors/error-responses';
import { environmentConfig } from './environment-config';
import { resolveOrganizationByHost } from './host-resolver';
import { findOrganizationSettings } from './organization-settings.repository';
import { requestOrigin } from './request-origin';
import { readerLanguage } from '../translations/reader-language';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['configuration'],
        summary:
          "The environment settings of the organization served at the request's host; its own " +
          'texts (name, LoginText, StatusScreenUrlText) in the Accept-Language when it has them',
        response: {
          200: environmentConfigSchema,
          404: errorResponses[404],
          500: errorResponses[500],
        },
      },
    },
    async (request, reply) => {
      const organization = await resolveOrganizationByHost(
        app.db,
        request.host,
        app.env.DEFAULT_ORGANIZATION,
      );
      const settings = await findOrganizationSettings(app.db, organization.id);
      const origin = requestOrigin(request, app.env.PUBLIC_ORIGIN);
      // The answer depends on the language asked for: caches keep one per language.
      void reply.header('vary', 'accept-language');
      return environmentConfig(
        app.env,
        origin,
        organization,
        settings,
        await readerLanguage(request),
      );
    },
  );
};
