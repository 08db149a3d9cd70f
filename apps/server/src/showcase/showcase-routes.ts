import { showcaseSchema } from '@charity/domain/api/showcase';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../errors/error-responses';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import { loadShowcase } from './showcase';
import { readerLanguage } from '../translations/reader-language';

export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/showcase',
    {
      schema: {
        tags: ['organization'],
        summary:
          "The public front page of the organization served at the request's host: current " +
          'pot, draw time, ticket price, last winners (first name and last initial), charities',
        response: { 200: showcaseSchema, 404: errorResponses[404], 500: errorResponses[500] },
      },
    },
    async (request) => {
      const organization = await resolveOrganizationByHost(
        app.db,
        request.host,
        app.env.DEFAULT_ORGANIZATION,
      );
      return loadShowcase(app.db, organization, await readerLanguage(request));
    },
  );
};
