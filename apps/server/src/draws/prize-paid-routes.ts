import { apiErrorBodySchema } from '@charity/domain/api/errors';
import {
  prizePaidRequestSchema,
  prizePaidResponseSchema,
} from '@charity/domain/reports/prize-payout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { staffOf } from '../staff/staff-access';
import { errorResponses } from '../errors/error-responses';
import { recordPrizePaid } from './prize-payout';

/** The administrator's record that a prize was paid out: unclaimed prizes leave the report. */
export const prizePaidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/draw/prize-paid',
    {
      config: { staff: 'prizes.record' },
      schema: {
        tags: ['draw'],
        summary:
          "Pays a drawn prize whose claim has its contact and identity check (the claim's pay step)",
        security: [{ bearer: [] }],
        body: prizePaidRequestSchema,
        response: {
          200: prizePaidResponseSchema,
          409: apiErrorBodySchema.describe(
            'Not drawn yet, no paid winner or no prize, contact and identity check not recorded, already paid, or declared unclaimed',
          ),
          ...adminErrorResponses,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { OrganizationId, GameInstanceId } = request.body;
      return recordPrizePaid(app.db, {
        organizationId: OrganizationId,
        instanceId: GameInstanceId,
        adminId: staff.accountId,
      });
    },
  );
};
