import { termsRecordSchema } from '@charity/domain/api/terms';
import { termsLanguageQuerySchema, termsLanguageSchema } from '@charity/domain/api/terms-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { termsRecord } from './terms-record';
import { findLatestTerms, findTermsTranslation } from './terms.repository';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tos/latest/byid/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary:
          'The latest terms: `{ProductName}Tos`, GameRules, PrivacyPolicy (markdown), in `lang` when the organization has that translation (Language says which)',
        params: organizationIdParams,
        querystring: termsLanguageQuerySchema,
        response: { 200: termsRecordSchema.and(termsLanguageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const terms = await findLatestTerms(app.db, organization.id);
      if (!terms) throw notFound(`Organization ${organization.id} has not published terms yet.`);
      const translation =
        request.query.lang === 'fr'
          ? await findTermsTranslation(app.db, terms.id, 'fr')
          : undefined;
      return {
        ...termsRecord(organization.product_name, { ...terms, ...translation }),
        Language: translation ? ('fr' as const) : ('en' as const),
      };
    },
  );
};
