import { ApiErrorCode } from '@charity/domain/api/errors';
import { idSchema } from '@charity/domain/api/ids';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import {
  instanceCancelResultSchema,
  instanceCancelSchema,
} from '@charity/domain/setup/instance-changes';
import { instanceSetupSchema } from '@charity/domain/setup/instance-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrorResponses } from '../auth/admin';
import { ensureSeed } from '../draws/seed-store';
import { errorResponses } from '../errors/error-responses';
import { HttpError, notFound } from '../errors/http-errors';
import { LifecycleJob } from '../lifecycle/lifecycle-jobs';
import { organizationIdParams } from '../organizations/organization-id-params';
import { enterPrepaidDraws } from '../prepaid/enter-prepaid-draws';
import { moveCarryInsOfCancelled } from '../prizes/pot-carry';
import { staffOf } from '../staff/staff-access';
import { auditSetupChange } from './audit-change';
import { instanceRow } from './game-setup-view';
import { listInstances, lockGame, type InstanceDbRow } from './game-setup.repository';
import { finishCancellation } from './instance-cancel';
import { refundCancelledInstanceDraws } from '../prepaid/cancelled-instance-draws';
import { runMoneyBack } from '../refunds/money-back/money-back-job';
import { lockInstance, scheduleOf } from './instance-lock';
import { resolveSchedule } from './instance-schedule';
import { translationsColumn } from './charity-setup.repository';
import { refusal as keyedRefusal } from '../refusals/refusal-catalogue';

const params = organizationIdParams.extend({ gameId: idSchema, instanceId: idSchema });
const responses = { ...adminErrorResponses, ...errorResponses };
const conflict = (message: string) => new HttpError(409, ApiErrorCode.Conflict, message);

/** Why nothing about this instance can change any more (null: it was neither drawn nor cancelled). */
function closedBecause(row: InstanceDbRow, drawn: boolean): string | null {
  if (drawn || row.status === GameInstanceStatus.Drawn)
    return `${row.name} has been drawn: its committed draw and published result never change.`;
  if (row.status === GameInstanceStatus.Cancelled) return `${row.name} was cancelled already.`;
  return null;
}

/** Why its schedule cannot be edited (null: it can, it has not opened). */
function notEditableBecause(row: InstanceDbRow, drawn: boolean): string | null {
  if (row.status === GameInstanceStatus.Scheduled && !drawn) return null;
  return (
    closedBecause(row, drawn) ??
    `${row.name} has opened: its draw is committed and players may have bought in it. It can only be cancelled.`
  );
}

/**
 * Changing an instance after it was scheduled: edit it before it opens (the same checks as
 * scheduling one), or cancel it until its draw has run (sales stop at once, every payment is
 * voided and refunded as a staff void is, it never draws). Refused with the reason when the
 * change would touch a committed draw. Audited with before and after.
 */
export const instanceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/game/:gameId/instance/:instanceId/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary:
          'Edits a scheduled instance before it opens (name, description, French texts, schedule)',
        description:
          'Times on the game clock, checked as when scheduling one. An instance that has ' +
          'opened (its draw committed), was drawn or cancelled is refused (409).',
        security: [{ bearer: [] }],
        params,
        body: instanceSetupSchema,
        response: { 200: instanceRowSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, gameId, instanceId } = request.params;
      const body = request.body;
      return app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, organizationId, gameId);
        if (!game) throw notFound(`Game ${gameId} does not exist.`);
        const row = await lockInstance(trx, gameId, instanceId);
        const refusal = notEditableBecause(row, row.drawn);
        if (refusal) throw conflict(refusal);
        const others = (await listInstances(trx, gameId)).filter((other) => other.id !== row.id);
        const now = new Date();
        const times = resolveSchedule(body, game.time_zone, others, now);
        const opensNow = times.opensAt.getTime() <= now.getTime();
        await trx
          .updateTable('game_instances')
          .set({
            name: body.name,
            description: body.description,
            ...translationsColumn(body.translations),
            started_on: opensNow ? now : times.opensAt,
            sales_close_at: times.salesCloseAt,
            draw_at: times.drawAt,
            ...(opensNow ? { status: GameInstanceStatus.Open } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        // The queued opening follows the new time (else it would wake at the old one).
        await trx
          .updateTable('jobs')
          .set({ run_after: opensNow ? now : times.opensAt })
          .where('kind', '=', LifecycleJob.OpenScheduled)
          .where('key', '=', row.id)
          .where('status', '=', 'queued')
          .execute();
        const commitment = opensNow ? await ensureSeed(trx, row.id) : null;
        if (opensNow) await enterPrepaidDraws(trx, row.id);
        const after = (await listInstances(trx, gameId)).find((other) => other.id === row.id);
        if (!after) throw notFound(keyedRefusal('gameInstance.notFound', { id: row.id }));
        await auditSetupChange(trx, request, {
          action: 'game-instance.edited',
          subjectType: 'game-instance',
          subjectId: row.id,
          before: scheduleOf(row),
          after: scheduleOf(after),
          details: {
            game: game.name,
            timeZone: game.time_zone,
            ...(commitment ? { commitment } : {}),
          },
        });
        return instanceRow(after);
      });
    },
  );

  app.post(
    '/game/:gameId/instance/:instanceId/cancel/for-organization/:organizationId',
    {
      config: { staff: 'games.edit' },
      schema: {
        tags: ['setup'],
        summary: 'Cancels an instance that has not been drawn; its payments are refunded',
        description:
          'Sales stop at once and it never draws. Every paid entry (prepaid draws included) ' +
          'is voided and refunded as a staff void is, each player e-mailed; a payment still ' +
          'at its processor is settled or taken out as at sales close. Audited with the ' +
          'reason. A drawn or already cancelled instance is refused (409).',
        security: [{ bearer: [] }],
        params,
        body: instanceCancelSchema,
        response: { 200: instanceCancelResultSchema, ...responses },
      },
    },
    async (request) => {
      const { organizationId, gameId, instanceId } = request.params;
      const staff = staffOf(request);
      const reason = request.body.reason;
      const cancelled = await app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, organizationId, gameId);
        if (!game) throw notFound(`Game ${gameId} does not exist.`);
        const row = await lockInstance(trx, gameId, instanceId);
        const refusal = closedBecause(row, row.drawn);
        if (refusal) throw conflict(refusal);
        await trx
          .updateTable('game_instances')
          .set({
            status: GameInstanceStatus.Cancelled,
            cancelled_at: new Date(),
            cancelled_by: staff.accountId,
            cancel_reason: reason,
          })
          .where('id', '=', row.id)
          .execute();
        await auditSetupChange(trx, request, {
          action: 'game-instance.cancelled',
          subjectType: 'game-instance',
          subjectId: row.id,
          before: { status: row.status },
          after: { status: GameInstanceStatus.Cancelled },
          details: { game: game.name, name: row.name, reason },
        });
        // Its carried-in money is not its players': it goes on to the game's next draw.
        await moveCarryInsOfCancelled(trx, gameId, staff.accountId);
        // Never opened: the prepaid draws it would have held go back with the cancel.
        const held =
          row.status === GameInstanceStatus.Scheduled
            ? await refundCancelledInstanceDraws(trx, {
                instanceId: row.id,
                actor: staff.accountId,
              })
            : [];
        return { id: row.id, organization_id: organizationId, held };
      });
      // After the commit: each refund is a staff void of its own (a lifecycle pass finishes
      // what a crash here leaves).
      const progress = await finishCancellation(app, {
        ...cancelled,
        cancelled_by: staff.accountId,
        cancel_reason: reason,
      });
      await runMoneyBack(app);
      for (const refund of cancelled.held) {
        progress.voidedPayments++;
        progress.refundedCents += refund.amountCents;
      }
      const row = (await listInstances(app.db, gameId)).find((other) => other.id === instanceId);
      if (!row) throw notFound(keyedRefusal('gameInstance.notFound', { id: instanceId }));
      return { instance: instanceRow(row), ...progress };
    },
  );
};
