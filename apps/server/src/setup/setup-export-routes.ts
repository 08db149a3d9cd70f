import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appendAudit } from '../audit/audit-log.repository';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { exportOrganization, organizationYaml } from '../provisioning/export-organization';
import { staffOf } from '../staff/staff-access';

/** The organization's whole set-up as the YAML file `npm run org:load` reads (a download). */
export const setupExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export/for-organization/:organizationId',
    {
      config: { staff: 'setup.read' },
      schema: {
        tags: ['setup'],
        summary: "The organization's set-up as a provisioning YAML file (no players, no secrets)",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: {
          200: z.string().describe('YAML (application/yaml)'),
          ...adminErrorResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const organization = await loadOrganization(app.db, organizationId);
      const yaml = organizationYaml(await exportOrganization(app.db, organizationId));
      await appendAudit(app.db, {
        organizationId,
        actor: staffOf(request).accountId,
        action: 'setup.exported',
        subjectType: 'organization',
        subjectId: organizationId,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${organization.slug}.yaml"`)
        .type('application/yaml; charset=utf-8')
        .send(yaml);
    },
  );
};
