import {
  gameBundlesBodySchema,
  parseStoredBundles,
  sortBundles,
  toBundle,
  toBundleSpec,
} from '@charity/domain/bundles/bundles';
import { bundleProblems } from '@charity/domain/bundles/bundle-rules';
import { ApiErrorCode } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import { instanceSetupSchema } from '@charity/domain/setup/instance-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { storedBundles } from '../bundles/bundle-tables';
import { ensureSeed } from '../draws/seed-store';
import { enterPrepaidDraws } from '../prepaid/enter-prepaid-draws';
import { moveCarryInsOfCancelled } from '../prizes/pot-carry';
import { staffOf } from '../staff/staff-access';
import { errorResponses } from '../errors/error-responses';
import { HttpError, notFound } from '../errors/http-errors';
import { organizationIdParams } from '../organizations/organization-id-params';
import { auditSetupChange } from './audit-change';
import { gameSetupOf, instanceRow } from './game-setup-view';
import { lastRollover } from '../lifecycle/last-rollover';
import { listGames, listInstances, lockGame } from './game-setup.repository';
import { resolveSchedule } from './instance-schedule';
import { translationsColumn } from './charity-setup.repository';
import { refusal } from '../refusals/refusal-catalogue';

const responses = { ...adminErrorResponses, ...errorResponses };
const instanceParams = organizationIdParams.extend({ gameId: idSchema });

/**
 * The organization's games and their instances in the console: read them, and schedule the
 * next instance on the game's clock. Refused: a time already past or skipped by the clock, a
 * draw before sales close, a period overlapping another instance. Audited with the instance
 * as created.
 */
export const gameSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/games/for-organization/:organizationId',
    {
      config: { staff: 'setup.read' },
      schema: {
        tags: ['setup'],
        summary: "The organization's games, their latest instances and the next one suggested",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: gameSetupListSchema, ...responses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const games = await listGames(app.db, request.params.organizationId);
      const now = new Date();
      return {
        games: await Promise.all(
          games.map(async (game) =>
            gameSetupOf(game, await listInstances(app.db, game.id, 12), now),
          ),
        ),
      };
    },
  );

  app.post(
    '/game/:gameId/instances/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary: "Schedules the game's next instance (times on the game's clock)",
        description:
          'Opens at once when its opening time has come (its draw seed committed), otherwise ' +
          'it is Scheduled and opens on time.',
        security: [{ bearer: [] }],
        params: instanceParams,
        body: instanceSetupSchema,
        response: { 201: instanceRowSchema, ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId, gameId } = request.params;
      const body = request.body;
      const created = await app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, organizationId, gameId);
        if (!game) throw notFound(`Game ${gameId} does not exist.`);
        const instances = await listInstances(trx, gameId);
        const now = new Date();
        const resolved = resolveSchedule(body, game.time_zone, instances, now);
        const opensNow = resolved.opensAt.getTime() <= now.getTime();
        const jackpot = await lastRollover(trx, gameId);
        const sequence = (instances[0]?.sequence ?? 0) + 1;
        const inserted = await trx
          .insertInto('game_instances')
          .values({
            game_id: gameId,
            sequence,
            name: body.name,
            description: body.description,
            ...translationsColumn(body.translations),
            status: opensNow ? GameInstanceStatus.Open : GameInstanceStatus.Scheduled,
            ticket_price_cents: Number(game.ticket_price_cents),
            jackpot_cents: jackpot,
            pot_total_cents: jackpot,
            started_on: opensNow ? now : resolved.opensAt,
            sales_close_at: resolved.salesCloseAt,
            draw_at: resolved.drawAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Money carried into a cancelled draw (unclaimed prizes) goes on into this one.
        await moveCarryInsOfCancelled(trx, gameId, staffOf(request).accountId);
        const commitment = opensNow ? await ensureSeed(trx, inserted.id) : null;
        // An instance opened here takes its prepaid draws at once, like the scheduler's.
        if (opensNow) await enterPrepaidDraws(trx, inserted.id);
        const [row] = await listInstances(trx, gameId, 1);
        if (!row) throw notFound(refusal('gameInstance.notFound', { id: inserted.id }));
        const view = instanceRow(row);
        await auditSetupChange(trx, request, {
          action: 'game-instance.created',
          subjectType: 'game-instance',
          subjectId: inserted.id,
          before: null,
          after: {
            sequence,
            name: view.name,
            translations: view.translations,
            status: view.status,
            opensAt: view.startedOn,
            salesCloseAt: view.salesCloseAt,
            drawAt: view.drawAt,
            timeZone: game.time_zone,
            jackpotCents: jackpot,
          },
          details: { game: game.name, ...(commitment ? { commitment } : {}) },
        });
        return view;
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/game/:gameId/bundles/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary: "Replaces the game's price bundles (the whole list in force from now on)",
        description:
          'A purchase asks for a bundle by numbers and price: one asked for at a price no ' +
          'longer in force is refused (409 BundleNotInForce), so a change never charges a ' +
          'player a price they did not see. Refused (400, per bundle): a bundle of 1 number (the ' +
          'single price) and a bundle costing as much as its numbers at the single price or more.',
        security: [{ bearer: [] }],
        params: instanceParams,
        body: gameBundlesBodySchema,
        response: { 200: gameBundlesBodySchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, gameId } = request.params;
      return app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, organizationId, gameId);
        if (!game) throw notFound(`Game ${gameId} does not exist.`);
        const singlePriceCents = Number(game.ticket_price_cents);
        const problems = bundleProblems(request.body.bundles, singlePriceCents);
        if (problems.length > 0) {
          // Path is `bundles.<index>.<field>`: the bundle the problem is about.
          const numbersAt = (path: string) =>
            request.body.bundles[Number(path.split('.')[1])]?.numbers ?? 0;
          throw new HttpError(
            400,
            ApiErrorCode.BadRequest,
            refusal('bundles.refused'),
            problems.map(({ Path, Code }) => ({
              Path: `body.${Path}`,
              Message: refusal('bundles.problem', {
                code: Code,
                numbers: numbersAt(Path),
                singlePriceCents,
              }),
            })),
          );
        }
        const before = parseStoredBundles(game.bundles).map(toBundleSpec);
        const inForce = sortBundles(request.body.bundles.map(toBundle));
        await trx
          .updateTable('games')
          .set({ bundles: storedBundles(inForce) })
          .where('id', '=', gameId)
          .execute();
        const after = inForce.map(toBundleSpec);
        await auditSetupChange(trx, request, {
          action: 'game.bundles-changed',
          subjectType: 'game',
          subjectId: gameId,
          before: { bundles: before },
          after: { bundles: after },
          details: { game: game.name },
        });
        return { bundles: after };
      });
    },
  );
};
