import { auditCsv } from '@charity/domain/audit/audit-csv';
import { auditLogSchema, auditQuerySchema } from '@charity/domain/staff/audit-api';
import { roleAllows } from '@charity/domain/staff/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { staffOf } from '../staff/staff-access';
import { readerLanguage } from '../translations/reader-language';
import { queryAuditLog } from './audit-query';

/**
 * The audit log viewer's call: filtered entries, as JSON or CSV (its actions in words in the
 * Accept-Language, English by default). Owners and auditors read the whole log; a manager
 * reads the entries of their own actions only.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/for-organization/:organizationId',
    {
      config: { staff: 'audit.own.read' },
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
      const staff = staffOf(request);
      const ownOnly = !roleAllows(staff.role, 'audit.read');
      const log = await queryAuditLog(
        app.db,
        request.params.organizationId,
        { ...request.query, ...(ownOnly ? { actorId: staff.accountId } : {}) },
        await readerLanguage(request),
      );
      void reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return log;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsv(log, await readerLanguage(request)));
    },
  );
};
