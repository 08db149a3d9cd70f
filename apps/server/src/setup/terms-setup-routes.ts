import { termsSetupSchema } from '@charity/domain/setup/terms-setup';
import { termsCurrency } from '@charity/domain/setup/terms-currency';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { findLatestTerms, findTermsTranslation } from '../terms/terms.repository';
import { termsHistory } from './terms-history';

/**
 * The terms in the console: the latest texts to edit, the version history and, per document,
 * since which version each language reads as it does (issue 27: French older than English).
 * Publishing is `POST organization/tos/publish` (players agree again to the new version).
 */
export const termsSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/terms/for-organization/:organizationId',
    {
      config: { staff: 'setup.read' },
      schema: {
        tags: ['setup'],
        summary: 'The latest terms, game rules and privacy policy, and every published version',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: termsSetupSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { organizationId } = request.params;
      const latest = await findLatestTerms(app.db, organizationId);
      const french = latest ? await findTermsTranslation(app.db, latest.id, 'fr') : undefined;
      const versions = await app.db
        .selectFrom('terms_versions as v')
        .select([
          'v.id',
          'v.version',
          'v.published_at',
          sql<number>`(select count(*)::int from accounts a where a.agreed_terms_version_id = v.id)`.as(
            'agreed',
          ),
        ])
        .where('v.organization_id', '=', organizationId)
        .orderBy('v.version', 'desc')
        .execute();
      return {
        latest: latest
          ? {
              version: latest.version,
              termsOfService: latest.terms_of_service,
              gameRules: latest.game_rules,
              privacyPolicy: latest.privacy_policy,
              french: french
                ? {
                    termsOfService: french.terms_of_service,
                    gameRules: french.game_rules,
                    privacyPolicy: french.privacy_policy,
                  }
                : null,
            }
          : null,
        currency: termsCurrency(await termsHistory(app.db, organizationId)),
        versions: versions.map((row) => ({
          id: row.id,
          version: row.version,
          publishedAt: row.published_at.toISOString(),
          agreedCount: Number(row.agreed),
        })),
      };
    },
  );
};
