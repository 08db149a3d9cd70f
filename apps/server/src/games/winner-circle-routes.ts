import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firstDrawYear } from '../draws/first-draw-year';
import { findWinners } from '../draws/winner-circle.repository';
import { errorResponses } from '../errors/error-responses';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';

const params = organizationIdParams.extend({
  year: z
    .string()
    .regex(/^\d{4}$/, 'must be a four-digit year')
    .transform(Number)
    .pipe(z.number().int().min(2000).max(2100))
    .describe('Calendar year of the draws, 2000 to 2100'),
});

export const winnerCircleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/winner-circle-by-organization-id-and-year/:organizationId/:year',
    {
      schema: {
        tags: ['organization'],
        summary:
          "The year's draw results of the organization, newest first, and the first year of its games",
        params,
        response: { 200: winnerCircleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId, year } = request.params;
      await loadOrganization(app.db, organizationId);
      const [Winners, FirstYear] = await Promise.all([
        findWinners(app.db, organizationId, year),
        firstDrawYear(app.db, organizationId),
      ]);
      return { Winners, FirstYear };
    },
  );
};
