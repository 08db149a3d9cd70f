import { termsRecordSchema } from '@charity/domain/api/terms';
import { publishTermsSchema } from '@charity/domain/api/terms-publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendAudit } from '../audit/audit-log.repository';
import { adminErrorResponses, assertAdminOf } from '../auth/admin';
import { callerOf } from '../auth/authentication';
import { errorResponses } from '../errors/error-responses';
import { loadOrganization } from '../organizations/load-organization';
import { publishTermsVersion } from './publish-terms';
import { termsRecord } from './terms-record';

/** Administrators publish terms besides the organization's YAML file (npm run org:load). */
export const publishTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tos/publish',
    {
      schema: {
        tags: ['organization'],
        summary: "Publish a new terms version for the administrator's organization",
        description:
          'Texts left out are copied from the latest version. Every player is sent back ' +
          'through the terms step (AgreedToTermsOfService is true only for the latest version).',
        security: [{ bearer: [] }],
        body: publishTermsSchema,
        response: { 201: termsRecordSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { OrganizationId, TermsOfService, GameRules, PrivacyPolicy } = request.body;
      const caller = callerOf(request);
      assertAdminOf(caller, OrganizationId);
      const organization = await loadOrganization(app.db, OrganizationId);
      const published = await app.db.transaction().execute(async (trx) => {
        const terms = await publishTermsVersion(trx, OrganizationId, {
          terms_of_service: TermsOfService,
          game_rules: GameRules,
          privacy_policy: PrivacyPolicy,
        });
        await appendAudit(trx, {
          organizationId: OrganizationId,
          actor: caller.playerId,
          action: 'terms.published',
          subjectType: 'terms',
          subjectId: terms.id,
          details: {
            version: terms.version,
            changed: Object.entries({ TermsOfService, GameRules, PrivacyPolicy })
              .filter(([, text]) => text !== undefined)
              .map(([name]) => name),
          },
        });
        return terms;
      });
      return reply.status(201).send(termsRecord(organization.product_name, published));
    },
  );
};
