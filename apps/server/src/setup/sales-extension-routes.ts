import { ApiErrorCode } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import type { FieldProblem } from '@charity/domain/setup/instance-setup';
import { extensionProblems, salesExtensionSchema } from '@charity/domain/setup/sales-extension';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { errorResponses } from '../errors/error-responses';
import { HttpError, notFound } from '../errors/http-errors';
import { LifecycleJob } from '../lifecycle/lifecycle-jobs';
import { organizationIdParams } from '../organizations/organization-id-params';
import { auditSetupChange } from './audit-change';
import { fromWallTime } from './game-clock';
import { instanceRow } from './game-setup-view';
import { existingInstance, listInstances, lockGame } from './game-setup.repository';
import { lockInstance, scheduleOf } from './instance-lock';
import { refusal as keyedRefusal } from '../refusals/refusal-catalogue';

const params = organizationIdParams.extend({ gameId: idSchema, instanceId: idSchema });

const refused = (problems: FieldProblem[]) =>
  new HttpError(
    400,
    ApiErrorCode.BadRequest,
    `The new times cannot be used: ${problems.map((p) => `${p.Path} ${p.Message}`).join('; ')}.`,
    problems,
  );

/** Why this instance's sales cannot be extended (null: they can, it is open). */
function notExtendableBecause(status: string, drawn: boolean, name: string): string | null {
  if (drawn || status === GameInstanceStatus.Drawn)
    return `${name} has been drawn: its times never change.`;
  if (status === GameInstanceStatus.Cancelled) return `${name} was cancelled.`;
  if (status === GameInstanceStatus.SalesClosed)
    return `Sales of ${name} have closed: the times of a draw whose sales have closed never change.`;
  if (status === GameInstanceStatus.Scheduled)
    return `${name} has not opened yet: edit its schedule instead.`;
  return null;
}

/**
 * Extending an open draw's sales (issue 27): the close moves later, the draw with it if need
 * be, on the game's clock. The instance's row is locked, so a sales close that is due waits
 * and then finds the new time; once sales have closed nothing changes (409). The queued
 * close and draw follow the new times. Audited with before, after and the reason.
 */
export const salesExtensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/game/:gameId/instance/:instanceId/extend-sales/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary: "Extends an open draw's sales: a later close, and the draw moved if need be",
        description:
          'Times on the game clock. Sales may only close later than announced, the draw not ' +
          "before sales close nor after the game's next draw opens. Refused (409) once sales " +
          'have closed, and for a draw that has not opened (edit it instead).',
        security: [{ bearer: [] }],
        params,
        body: salesExtensionSchema,
        response: { 200: instanceRowSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId, gameId, instanceId } = request.params;
      const { reason } = request.body;
      return app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, organizationId, gameId);
        if (!game) throw notFound(`Game ${gameId} does not exist.`);
        const row = await lockInstance(trx, gameId, instanceId);
        const refusal = notExtendableBecause(row.status, row.drawn, row.name);
        if (refusal) throw new HttpError(409, ApiErrorCode.Conflict, refusal);
        const salesCloseAt = fromWallTime(request.body.salesCloseAt, game.time_zone);
        const drawAt = fromWallTime(request.body.drawAt, game.time_zone);
        const skipped = [
          ...(salesCloseAt ? [] : ['salesCloseAt']),
          ...(drawAt ? [] : ['drawAt']),
        ].map((Path) => ({
          Path,
          Message: `does not exist in ${game.time_zone} (the clocks skip it)`,
        }));
        if (!salesCloseAt || !drawAt) throw refused(skipped);
        const others = (await listInstances(trx, gameId)).filter((other) => other.id !== row.id);
        const problems = extensionProblems(
          {
            opensAt: row.started_on ?? new Date(),
            salesCloseAt: row.sales_close_at,
            drawAt: row.draw_at,
          },
          { salesCloseAt, drawAt },
          others.map(existingInstance),
          new Date(),
        );
        if (problems.length > 0) throw refused(problems);
        await trx
          .updateTable('game_instances')
          .set({ sales_close_at: salesCloseAt, draw_at: drawAt })
          .where('id', '=', row.id)
          .execute();
        // The queued close and draw wake at the new times (a claimed close finds the new time).
        for (const [kind, at] of [
          [LifecycleJob.CloseSales, salesCloseAt],
          [LifecycleJob.Draw, drawAt],
        ] as const) {
          await trx
            .updateTable('jobs')
            .set({ run_after: at })
            .where('kind', '=', kind)
            .where('key', '=', row.id)
            .where('status', '=', 'queued')
            .execute();
        }
        const after = (await listInstances(trx, gameId)).find((other) => other.id === row.id);
        if (!after) throw notFound(keyedRefusal('gameInstance.notFound', { id: row.id }));
        await auditSetupChange(trx, request, {
          action: 'game-instance.sales-extended',
          subjectType: 'game-instance',
          subjectId: row.id,
          before: scheduleOf(row),
          after: scheduleOf(after),
          details: { game: game.name, timeZone: game.time_zone, reason },
        });
        return instanceRow(after);
      });
    },
  );
};
