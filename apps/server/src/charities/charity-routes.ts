import { charitiesByCategorySchema, charityPledgeOptionsSchema } from '@charity/domain/api/charity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@charity/domain/api/ids';
import { errorResponses } from '../errors/error-responses';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { groupByCategory, toPledgeOption } from './charity-response';
import { listActiveCharities } from './charity.repository';
import { readerLanguage } from '../translations/reader-language';

export const charityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/active-for-organization',
    {
      schema: {
        tags: ['charity'],
        summary: 'The charities a player of the organization can pledge support to',
        querystring: z.object({ organizationIdP: idSchema.describe('Organization id (UUID)') }),
        response: { 200: charityPledgeOptionsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.query.organizationIdP);
      const locale = await readerLanguage(request);
      return (await listActiveCharities(app.db, organization.id, locale)).map(toPledgeOption);
    },
  );

  app.get(
    '/by-category/for-organization/:organizationId',
    {
      schema: {
        tags: ['charity'],
        summary: 'The active charities of the organization grouped by category',
        params: organizationIdParams,
        response: { 200: charitiesByCategorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const charities = await listActiveCharities(
        app.db,
        organization.id,
        await readerLanguage(request),
      );
      return { CharitiesByCategory: groupByCategory(charities) };
    },
  );
};
