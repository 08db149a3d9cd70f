import {
  drawResultSchema,
  manualDrawViewSchema,
  runManualDrawSchema,
} from '@charity/domain/api/draw';
import { drawGamesSchema, manualDrawQuerySchema } from '@charity/domain/api/draw-games';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { forbidden } from '../auth/auth-errors';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { loadOrganization } from '../organizations/load-organization';
import { organizationIdParams } from '../organizations/organization-id-params';
import { closeSales } from '../lifecycle/close-sales';
import { settleBeforeDraw } from '../payments/unsettled-at-close';
import { staffOf } from '../staff/staff-access';
import { afterDraw } from './after-draw';
import { drawsNamedIn, toNamedDrawResult } from './draw-result';
import { paymentWindows } from '../payments/stale-payments';
import { readerLanguage } from '../translations/reader-language';
import { drawGameOf, manualDrawGames } from './manual-draw-games';
import { manualDrawView } from './manual-draw-view';
import { runInstanceDraw } from './run-instance-draw';
import { refusal } from '../refusals/refusal-catalogue';

const adminResponses = { ...adminErrorResponses, ...errorResponses };

/** The administrator's manual draw: its view of the current instance and the run itself. */
export const manualDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/draw/manual/for-organization/:organizationId',
    {
      config: { staff: 'draws.read' },
      schema: {
        tags: ['draw'],
        summary:
          "A game's instance (the current game's unless GameId names another), its sales, pot, entries and seed commitment",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        querystring: manualDrawQuerySchema,
        response: { 200: manualDrawViewSchema, ...adminResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      const gameId = await drawGameOf(
        app.db,
        organization.id,
        organization.current_game_id,
        request.query.GameId,
      );
      return manualDrawView(app.db, gameId, paymentWindows(app), await readerLanguage(request));
    },
  );

  app.get(
    '/draw/manual/games/for-organization/:organizationId',
    {
      config: { staff: 'draws.read' },
      schema: {
        tags: ['draw'],
        summary:
          'The games whose draw the draw screen may show: an instance still to draw, or current',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: drawGamesSchema, ...adminResponses },
      },
    },
    async (request) => {
      const organization = await loadOrganization(app.db, request.params.organizationId);
      return manualDrawGames(
        app.db,
        organization.id,
        organization.current_game_id,
        await readerLanguage(request),
      );
    },
  );

  app.post(
    '/draw/manual/run',
    {
      config: { staff: 'draws.run' },
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
      const staff = staffOf(request);
      const { OrganizationId, GameInstanceId } = request.body;
      const game = await app.db
        .selectFrom('game_instances as i')
        .innerJoin('games as g', 'g.id', 'i.game_id')
        .select(['g.manual_draw'])
        .where('i.id', '=', GameInstanceId)
        .where('g.organization_id', '=', OrganizationId)
        .executeTakeFirst();
      if (!game) throw notFound(refusal('gameInstance.notFound', { id: GameInstanceId }));
      if (!game.manual_draw) {
        throw forbidden('This game is drawn by the scheduler: manual draw is not enabled.');
      }
      // Sales close first, then payments still unsettled get their last word (or are voided):
      // the draw never waits on a payment that cannot finish.
      await app.db
        .transaction()
        .execute((trx) => closeSales(trx, GameInstanceId, staff.accountId, true));
      await settleBeforeDraw(app, GameInstanceId, staff.accountId);
      const draw = await runInstanceDraw(app.db, {
        instanceId: GameInstanceId,
        organizationId: OrganizationId,
        actor: staff.accountId,
        mode: 'manual',
      });
      await afterDraw(app, draw, staff.accountId);
      const named = await drawsNamedIn(app.db, await readerLanguage(request))
        .where('game_instance_id', '=', draw.game_instance_id)
        .executeTakeFirst();
      return toNamedDrawResult(named ?? { ...draw, local_name: draw.instance_name });
    },
  );
};
