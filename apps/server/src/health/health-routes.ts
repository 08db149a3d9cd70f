import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { backupStatus } from '../backups/backup-health';
import { serviceUnavailable } from '../errors/http-errors';

const statusSchema = z.object({ Status: z.string() });
/** Ready, with what an operator should look at: still 200, a warning is not an outage. */
const readySchema = statusSchema.extend({ Warnings: z.array(z.string()).optional() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: statusSchema },
      },
      // A busy node is alive: the in-flight cap must not get it restarted.
      config: { inFlight: false },
    },
    async () => ({ Status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: apiErrorBodySchema },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        throw serviceUnavailable('The database is not reachable.');
      }
      const { warnings } = await backupStatus(app.db, app.env);
      return warnings.length > 0 ? { Status: 'ready', Warnings: warnings } : { Status: 'ready' };
    },
  );
};
