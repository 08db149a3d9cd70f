import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '@charity/domain/staff/backup-status-api';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { backupStatus } from './backup-health';

/** Organization owners see whether the platform's backups run (never the files). */
export const backupStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backup-status/for-organization/:organizationId',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: "The platform's backups: the last one, a failed try, warnings (owners)",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: backupStatusSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const status = await backupStatus(app.db, app.env);
      void reply.header('cache-control', 'no-store');
      return {
        LastBackupAt: status.lastBackupAt?.toISOString() ?? null,
        LastFailure: status.lastFailure
          ? { At: status.lastFailure.at.toISOString(), Error: status.lastFailure.error }
          : null,
        Warnings: status.warnings,
      };
    },
  );
};
