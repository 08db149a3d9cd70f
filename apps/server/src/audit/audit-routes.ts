import { auditCsv, auditLogSchema, auditQuerySchema } from '@charity/domain/staff/audit-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { queryAuditLog } from './audit-query';
import { requestLocale } from '../translations/request-locale';

/** The audit log viewer's call (owners and auditors): filtered entries, as JSON or CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/for-organization/:organizationId',
    {
      config: { staff: 'audit.read' },
      schema: {
        tags: ['staff'],
        summary: "The organization's audit log, newest first, by time, actor, action, subject",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        querystring: auditQuerySchema,
        response: {
          200: z.union([auditLogSchema, z.string().describe('CSV')]),
          ...adminErrorResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const log = await queryAuditLog(
        app.db,
        request.params.organizationId,
        request.query,
        requestLocale(request),
      );
      void reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return log;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsv(log));
    },
  );
};
