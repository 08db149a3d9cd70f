import {
  drawResultSchema,
  manualDrawViewSchema,
  runManualDrawSchema,
} from '@charity/domain/api/draw';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { SubjectClaim } from '@charity/domain/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../auth/auth-errors';
import { callerOf } from '../auth/authentication';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { afterDraw } from './after-draw';
import { toDrawResult } from './draw-result';
import { manualDrawView } from './manual-draw-view';
import { runInstanceDraw } from './run-instance-draw';

const adminResponses = {
  401: apiErrorBodySchema.describe('Not signed in'),
  403: apiErrorBodySchema.describe('Not an administrator of this organization'),
  ...errorResponses,
};

function assertAdminOf(caller: SubjectClaim, organizationId: string): void {
  if (!caller.isAdmin || caller.organizationId !== organizationId) {
    throw forbidden('Only an administrator of this organization may run its draws.');
  }
}

/** The administrator's manual draw: its view of the current instance and the run itself. */
export const manualDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/draw/manual/for-organization/:organizationId',
    {
      schema: {
        tags: ['draw'],
        summary: 'The current instance, its sales, pot, entries and seed commitment',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: manualDrawViewSchema, ...adminResponses },
      },
    },
    async (request) => {
      assertAdminOf(callerOf(request), request.params.organizationId);
      const organization = await loadOrganization(app.db, request.params.organizationId);
      return manualDrawView(app.db, organization.current_game_id);
    },
  );

  app.post(
    '/draw/manual/run',
    {
      schema: {
        tags: ['draw'],
        summary: 'Runs the manual draw of an instance (closing its sales first if still open)',
        security: [{ bearer: [] }],
        body: runManualDrawSchema,
        response: {
          200: drawResultSchema,
          409: apiErrorBodySchema.describe('Already drawn, or not drawable now'),
          ...adminResponses,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { OrganizationId, GameInstanceId } = request.body;
      assertAdminOf(caller, OrganizationId);
      const game = await app.db
        .selectFrom('game_instances as i')
        .innerJoin('games as g', 'g.id', 'i.game_id')
        .select(['g.manual_draw'])
        .where('i.id', '=', GameInstanceId)
        .where('g.organization_id', '=', OrganizationId)
        .executeTakeFirst();
      if (!game) throw notFound(`Game instance ${GameInstanceId} does not exist.`);
      if (!game.manual_draw) {
        throw forbidden('This game is drawn by the scheduler: manual draw is not enabled.');
      }
      const draw = await runInstanceDraw(app.db, {
        instanceId: GameInstanceId,
        organizationId: OrganizationId,
        actor: caller.playerId,
        mode: 'manual',
      });
      await afterDraw(app, draw, caller.playerId);
      return toDrawResult(draw);
    },
  );
};
