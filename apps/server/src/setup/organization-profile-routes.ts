import { organizationProfileSchema } from '@charity/domain/setup/organization-profile';
import { fieldChanges } from '@charity/domain/setup/field-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendAudit } from '../audit/audit-log.repository';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import type { Executor } from '../db/executor';
import { organizationIdParams } from '../organizations/organization-id-params';
import { staffOf } from '../staff/staff-access';
import { findOrganizationSetup, profileOf, updateProfile } from './organization-profile.repository';

async function loadProfile(db: Executor, organizationId: string) {
  const row = await findOrganizationSetup(db, organizationId);
  if (!row) throw notFound(`Organization ${organizationId} does not exist.`);
  return profileOf(row);
}

const path = '/organization/for-organization/:organizationId';
const responses = { 200: organizationProfileSchema, ...adminErrorResponses, ...errorResponses };

/**
 * The organization profile and settings. No cache anywhere on the server: every node reads
 * the database on each request, so a change is served by all nodes at once.
 */
export const organizationProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    path,
    {
      config: { staff: 'setup.read' },
      schema: {
        tags: ['setup'],
        summary: "The organization's profile and settings",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: responses,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return loadProfile(app.db, request.params.organizationId);
    },
  );

  app.put(
    path,
    {
      config: { staff: 'organization.edit' },
      schema: {
        tags: ['setup'],
        summary: "Changes the organization's profile and settings (validated as the YAML file is)",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        body: organizationProfileSchema,
        response: responses,
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      return app.db.transaction().execute(async (trx) => {
        const before = await loadProfile(trx, organizationId);
        await updateProfile(trx, organizationId, request.body);
        const after = await loadProfile(trx, organizationId);
        const changes = fieldChanges(before, after);
        if (Object.keys(changes).length > 0) {
          await appendAudit(trx, {
            organizationId,
            actor: staffOf(request).accountId,
            action: 'organization.profile-updated',
            subjectType: 'organization',
            subjectId: organizationId,
            details: { changes },
          });
        }
        return after;
      });
    },
  );
};
