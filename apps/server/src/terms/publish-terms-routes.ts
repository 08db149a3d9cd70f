import { termsRecordSchema } from '@charity/domain/api/terms';
import { publishTermsSchema } from '@charity/domain/api/terms-publishing';
import { fieldChanges } from '@charity/domain/setup/field-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendAudit } from '../audit/audit-log.repository';
import { adminErrorResponses } from '../auth/admin';
import { staffOf } from '../staff/staff-access';
import { errorResponses } from '../errors/error-responses';
import { loadOrganization } from '../organizations/load-organization';
import { publishTermsVersion } from './publish-terms';
import { termsRecord } from './terms-record';
import type { TermsTexts } from './terms.repository';
import { termsPreviewSchema } from '@charity/domain/api/terms-preview';
import type { PublishTerms } from '@charity/domain/api/terms-publishing';
import { REMOVED_MARKUP_MESSAGE } from '@charity/domain/terms/markdown-allowlist';
import { ApiErrorCode } from '@charity/domain/api/errors';
import { HttpError } from '../errors/http-errors';
import { removedByText } from './terms-sanitizer';

/** Each given text and what the sanitizer would remove from it (issue 26). */
function removals(body: PublishTerms) {
  const { TermsOfService, GameRules, PrivacyPolicy, French } = body;
  return [
    ...removedByText({ TermsOfService, GameRules, PrivacyPolicy }),
    ...removedByText({ ...French }, 'French.'),
  ];
}

const textsOf = (texts: TermsTexts | null) =>
  texts
    ? {
        TermsOfService: texts.terms_of_service,
        GameRules: texts.game_rules,
        PrivacyPolicy: texts.privacy_policy,
      }
    : {};

/** Administrators publish terms besides the organization's YAML file (npm run org:load). */
export const publishTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tos/preview',
    {
      config: { staff: 'terms.publish' },
      schema: {
        tags: ['organization'],
        summary: 'What publishing these terms would remove from them, before publishing',
        description:
          'The publish body; nothing is stored. Each given text with the markup the ' +
          'sanitizer (the allowlist the app shows terms with) would remove from it.',
        security: [{ bearer: [] }],
        body: publishTermsSchema,
        response: { 200: termsPreviewSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request) => {
      staffOf(request);
      await loadOrganization(app.db, request.body.OrganizationId);
      return { Texts: removals(request.body) };
    },
  );

  app.post(
    '/tos/publish',
    {
      config: { staff: 'terms.publish' },
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
      const { OrganizationId, TermsOfService, GameRules, PrivacyPolicy, French } = request.body;
      const staff = staffOf(request);
      const organization = await loadOrganization(app.db, OrganizationId);
      // Only a text shown as it is written is stored: the preview call says what to remove.
      const refused = removals(request.body).filter((text) => text.Removed.length > 0);
      if (refused.length > 0)
        throw new HttpError(
          400,
          ApiErrorCode.BadRequest,
          `Terms ${REMOVED_MARKUP_MESSAGE}.`,
          refused.map((text) => ({
            Path: `body.${text.Path}`,
            Message: `${REMOVED_MARKUP_MESSAGE}: ${text.Removed.join(', ')}`,
          })),
        );
      const published = await app.db.transaction().execute(async (trx) => {
        const terms = await publishTermsVersion(
          trx,
          OrganizationId,
          {
            terms_of_service: TermsOfService,
            game_rules: GameRules,
            privacy_policy: PrivacyPolicy,
          },
          French && {
            terms_of_service: French.TermsOfService,
            game_rules: French.GameRules,
            privacy_policy: French.PrivacyPolicy,
          },
        );
        await appendAudit(trx, {
          organizationId: OrganizationId,
          actor: staff.accountId,
          action: 'terms.published',
          subjectType: 'terms',
          subjectId: terms.id,
          details: {
            version: terms.version,
            changed: Object.entries({ TermsOfService, GameRules, PrivacyPolicy })
              .filter(([, text]) => text !== undefined)
              .map(([name]) => name)
              .concat(Object.keys(French ?? {}).map((name) => `French.${name}`)),
            // The texts before and after, as the console's other changes are audited.
            changes: fieldChanges(
              { ...textsOf(terms.previous), French: textsOf(terms.french.previous) },
              { ...textsOf(terms), French: textsOf(terms.french.next) },
            ),
          },
        });
        return terms;
      });
      return reply.status(201).send(termsRecord(organization.product_name, published));
    },
  );
};
