import { ApiErrorCode } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  gameChangeRefusalMessage,
  numbersPerPlayerWarning,
  refusedGameChanges,
} from '@charity/domain/setup/game-change-rule';
import {
  gameAddSchema,
  gameEditSchema,
  editableGame,
  gameSaveResultSchema,
  type GameSaveWarning,
} from '@charity/domain/setup/game-edit';
import { singlePriceProblem } from '@charity/domain/bundles/single-price-rule';
import { prepaidRefusals } from '@charity/domain/setup/prepaid-change-rule';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import type { Executor } from '../db/executor';
import { errorResponses } from '../errors/error-responses';
import { fieldProblem, HttpError, notFound } from '../errors/http-errors';
import { organizationIdParams } from '../organizations/organization-id-params';
import { auditSetupChange } from './audit-change';
import { lockOrganization } from './charity-setup-routes';
import {
  gameEditColumns,
  gameState,
  insertGame,
  lockGameRow,
  playersAboveLimit,
} from './game-edit.repository';
import { gameSetupOf } from './game-setup-view';
import { refusal } from '../refusals/refusal-catalogue';
import { prepaidState } from './prepaid-game-state';
import { listGames, listInstances } from './game-setup.repository';

const responses = { ...adminErrorResponses, ...errorResponses };
const gameParams = organizationIdParams.extend({ gameId: idSchema });

async function loadGame(db: Executor, organizationId: string, gameId: string) {
  const [game] = await listGames(db, organizationId, gameId);
  if (!game) throw notFound(`Game ${gameId} does not exist.`);
  return gameSetupOf(game, await listInstances(db, gameId, 12), new Date());
}

/** The fields the console edits, as the audit log keeps them before and after. */
const audited = (game: GameSetup) => ({ key: game.key, ...editableGame(game) });

async function warningsOf(
  trx: Executor,
  organizationId: string,
  gameId: string,
  own: number | null,
): Promise<GameSaveWarning[]> {
  const { limit, players } = await playersAboveLimit(trx, organizationId, gameId, own);
  const message = numbersPerPlayerWarning(limit, players);
  return message
    ? [{ Code: 'NumbersPerPlayerBelowHeld', Message: message, Players: players, Limit: limit }]
    : [];
}

/**
 * Add a game, or change one, in the console (issue 27), validated with the words a person
 * reads. What may not change under sold numbers (packages/domain setup/game-change-rule.ts) is
 * refused with 409 and the fields at fault; every change is audited before and after.
 */
export const gameEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/games/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Adds a game (its instances are scheduled afterwards, on the Games page)',
        security: [{ bearer: [] }],
        params: organizationIdParams,
        body: gameAddSchema,
        response: { 201: gameSaveResultSchema, ...responses },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const result = await app.db.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        const taken = await trx
          .selectFrom('games')
          .select('id')
          .where('organization_id', '=', organizationId)
          .where('key', '=', request.body.key)
          .executeTakeFirst();
        if (taken) {
          throw fieldProblem('key', `another game already has the key "${request.body.key}"`);
        }
        const id = await insertGame(trx, organizationId, request.body);
        const game = await loadGame(trx, organizationId, id);
        await auditSetupChange(trx, request, {
          action: 'game.created',
          subjectType: 'game',
          subjectId: id,
          before: null,
          after: audited(game),
        });
        return { game, warnings: [] };
      });
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/game/:gameId/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary:
          "Changes a game's texts, price, share, range, draw mode, prepaying, region, schedule",
        description:
          'While an instance has sold numbers and is not drawn, its ticket price, winner share ' +
          'and number range are fixed (409 with the fields at fault); so are its price and ' +
          'winner share while players have prepaid draws still to come; the type is fixed once ' +
          'the game has an instance. Lowering numbers per player below what players hold is ' +
          'saved with a warning. A price making a bundle no cheaper than its numbers one by one is ' +
          'refused (400, on ticketPriceCents).',
        security: [{ bearer: [] }],
        params: gameParams,
        body: gameEditSchema,
        response: { 200: gameSaveResultSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, gameId } = request.params;
      const body = request.body;
      return app.db.transaction().execute(async (trx) => {
        if (!(await lockGameRow(trx, organizationId, gameId))) {
          throw notFound(`Game ${gameId} does not exist.`);
        }
        const before = await loadGame(trx, organizationId, gameId);
        const sold = refusedGameChanges(before, body, await gameState(trx, gameId));
        const prepaid = prepaidRefusals(before, body, await prepaidState(trx, gameId), sold);
        const refusals = [...sold, ...prepaid];
        if (refusals.length > 0) {
          throw new HttpError(
            409,
            ApiErrorCode.Conflict,
            gameChangeRefusalMessage(refusals),
            refusals.map((refusal) => ({ Path: refusal.field, Message: refusal.message })),
          );
        }
        // The game's bundles must stay cheaper than singles at the new price (follow-up 5).
        const dearer = singlePriceProblem(before.bundles, body.ticketPriceCents);
        if (dearer) {
          throw new HttpError(400, ApiErrorCode.BadRequest, refusal('game.singlePriceRefused'), [
            {
              Path: dearer.Path,
              Message: refusal('game.singlePriceBelowBundle', {
                numbers: dearer.Numbers,
                bundlePriceCents: dearer.BundlePriceCents,
                lowestCents: dearer.LowestCents,
              }),
            },
          ]);
        }
        await trx
          .updateTable('games')
          .set(gameEditColumns(body))
          .where('id', '=', gameId)
          .where('organization_id', '=', organizationId)
          .execute();
        const game = await loadGame(trx, organizationId, gameId);
        await auditSetupChange(trx, request, {
          action: 'game.updated',
          subjectType: 'game',
          subjectId: gameId,
          before: audited(before),
          after: audited(game),
        });
        const warnings = await warningsOf(trx, organizationId, gameId, body.maxNumbersPerPlayer);
        return { game, warnings };
      });
    },
  );
};
