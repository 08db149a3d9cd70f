import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import {
  commitRedrawSchema,
  redrawSchema,
  redrawsOfDrawSchema,
  runRedrawSchema,
} from '@charity/domain/api/redraws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { staffOf } from '../staff/staff-access';
import { sendResultMail } from './extra-winner-mail';
import { findRedrawTarget } from './redraw-target';
import { readerLanguage } from '../translations/reader-language';
import { commitRedraw, redrawsOf, runRedraw, toRedraw } from './redraws';

const responses = { ...adminErrorResponses, ...errorResponses };

/** A manager's redraw of an ineligible or unclaimed winner: commit a seed, then draw. */
export const redrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/draw/redraws/for-draw/:organizationId/:drawId',
    {
      config: { staff: 'draws.read' },
      schema: {
        tags: ['draw'],
        summary: 'A drawn draw (main or extra), its winner and its redraws',
        security: [{ bearer: [] }],
        params: z.object({ organizationId: idSchema, drawId: idSchema }),
        response: {
          200: redrawsOfDrawSchema,
          409: apiErrorBodySchema.describe('Not drawn yet'),
          ...responses,
        },
      },
    },
    async (request) => {
      const { organizationId, drawId } = request.params;
      const target = await findRedrawTarget(
        app.db,
        organizationId,
        drawId,
        false,
        await readerLanguage(request),
      );
      const redraws = await redrawsOf(app.db, target.id);
      const last = redraws.filter((redraw) => redraw.status === 'Drawn').at(-1);
      const winner = last ? last.winner_player_id : target.winnerPlayerId;
      const excluded = winner
        ? await app.db
            .selectFrom('self_exclusions')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('player_id', '=', winner)
            .where('starts_at', '<=', new Date())
            .where('ends_at', '>', last?.drawn_at ?? target.drawnAt)
            .executeTakeFirst()
        : undefined;
      return {
        DrawId: target.id,
        Name: target.name,
        GameInstanceId: target.instanceId,
        WinningNumber: target.winningNumber,
        WinnerDisplayName: target.winnerDisplayName,
        Prize: target.prizeCents,
        WinnerSelfExcluded: excluded !== undefined,
        PrizePaid: target.prizePaid,
        Redraws: redraws.map(toRedraw),
      };
    },
  );

  app.post(
    '/draw/redraw',
    {
      config: { staff: 'draws.run' },
      schema: {
        tags: ['draw'],
        summary:
          'Commits a redraw: reason, excluded entries, a new seed whose SHA-256 is published',
        security: [{ bearer: [] }],
        body: commitRedrawSchema,
        response: {
          200: redrawSchema,
          409: apiErrorBodySchema.describe(
            'Not drawn, no winner, already redrawn or excluded, prize paid, reason not met',
          ),
          ...responses,
        },
      },
    },
    async (request) =>
      toRedraw(await commitRedraw(app.db, request.body, staffOf(request).accountId)),
  );

  app.post(
    '/draw/redraw/run',
    {
      config: { staff: 'draws.run' },
      schema: {
        tags: ['draw'],
        summary: 'Draws a committed redraw among the entries left; publishes its seed and result',
        security: [{ bearer: [] }],
        body: runRedrawSchema,
        response: {
          200: redrawSchema,
          409: apiErrorBodySchema.describe('Already drawn'),
          ...responses,
        },
      },
    },
    async (request) => {
      const { redraw, target } = await runRedraw(
        app.db,
        { organizationId: request.body.OrganizationId, redrawId: request.body.RedrawId },
        staffOf(request).accountId,
      );
      await sendResultMail(app, {
        organizationId: redraw.organization_id,
        playerId: redraw.winner_player_id,
        drawId: redraw.id,
        name: target.name,
        winningNumber: redraw.winning_number,
        prizeCents: Number(redraw.prize_cents),
      });
      return toRedraw(redraw);
    },
  );
};
