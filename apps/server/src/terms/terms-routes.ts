import { termsOfServiceKey, termsRecordSchema } from '@charity/domain/api/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { findLatestTerms } from './terms.repository';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tos/latest/byid/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary: 'The latest terms: `{ProductName}Tos`, GameRules, PrivacyPolicy (markdown)',
        params: organizationIdParams,
        response: { 200: termsRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const terms = await findLatestTerms(app.db, organization.id);
      if (!terms) throw notFound(`Organization ${organization.id} has not published terms yet.`);
      return {
        [termsOfServiceKey(organization.product_name)]: terms.terms_of_service,
        GameRules: terms.game_rules,
        TermsOfServiceId: terms.id,
        PrivacyPolicy: terms.privacy_policy,
      };
    },
  );
};
