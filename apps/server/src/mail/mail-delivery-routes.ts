import { mailDeliveryReportSchema } from '@charity/domain/reports/mail-delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { mailDeliveryReport } from './mail-delivery-report';

/** Staff see the mail the outbox could not deliver, so that a player can be reached otherwise. */
export const mailDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/mail-delivery/for-organization/:organizationId',
    {
      config: { staff: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary: 'E-mails still to deliver, and those that failed for good with their reason',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: mailDeliveryReportSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return mailDeliveryReport(app.db, request.params.organizationId);
    },
  );
};
