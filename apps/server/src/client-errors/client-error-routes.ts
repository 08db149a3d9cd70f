import { clientErrorReportSchema } from '@charity/domain/api/client-error';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../errors/error-responses';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import { insertClientError } from './client-error.repository';

export interface ClientErrorRoutesOptions {
  /** Reports one client may send per minute. */
  maxPerMinute: number;
}

/** Query strings and fragments can carry tokens or e-mail addresses: keep only the path. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

export const clientErrorRoutes: FastifyPluginAsyncZod<ClientErrorRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/client-errors',
    {
      config: { rateLimit: { max: options.maxPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['operations'],
        summary: 'Report an error that happened in the web app',
        body: clientErrorReportSchema,
        response: {
          202: z.object({ Id: z.string() }),
          400: errorResponses[400],
          429: apiErrorBodySchema.describe('Too many reports from this client'),
          500: errorResponses[500],
        },
      },
    },
    async (request, reply) => {
      const organization = await resolveOrganizationByHost(
        app.db,
        request.host,
        app.env.DEFAULT_ORGANIZATION,
      ).catch(() => null);
      const report = request.body;
      const { id } = await insertClientError(app.db, {
        organizationId: organization?.id ?? null,
        message: report.Message,
        stack: report.Stack ?? null,
        url: withoutQuery(report.Url),
        appVersion: report.AppVersion,
        userAgent: report.UserAgent ?? null,
      });
      request.log.warn(
        {
          clientErrorId: id,
          organization: organization?.slug ?? null,
          appVersion: report.AppVersion,
          page: withoutQuery(report.Url),
        },
        'client error reported',
      );
      return reply.status(202).send({ Id: id });
    },
  );
};
