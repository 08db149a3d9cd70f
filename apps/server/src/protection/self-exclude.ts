import { SubscriptionStatus } from '@charity/domain/subscription-status';
import {
  exclusionEnd,
  exclusionState,
  type ExclusionPeriod,
} from '@charity/domain/protection/self-exclusion';
import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import { lockPlayer } from '../numbers/player-lock';
import { latestExclusion } from './protection.repository';
import { refundAllPrepaid } from '../prepaid/prepaid-refunds';
import { runMoneyBack } from '../refunds/money-back/money-back-job';
import { cancelAtProcessor, failUnsettledPayments } from './cancel-unsettled';
import { refusal } from '../refusals/refusal-catalogue';

interface ExclusionRequest {
  organizationId: string;
  playerId: string;
  period: ExclusionPeriod;
}

/**
 * Starts a self-exclusion at once: the player's auto-play stops, every payment not settled yet
 * is called off (here and at the processor, before the answer), and the exclusion can only
 * run its course (nothing in the API shortens or lifts it; the table's trigger agrees).
 */
export async function selfExclude(
  app: FastifyInstance,
  request: ExclusionRequest,
  now = new Date(),
) {
  const endsAt = exclusionEnd(now, request.period);
  const { player, unsettled } = await app.db.transaction().execute(async (trx) => {
    const locked = await lockPlayer(trx, request.organizationId, request.playerId);
    const current = await latestExclusion(trx, request.organizationId, request.playerId);
    const state = exclusionState(
      current ? { endsAt: current.ends_at, optedBackInAt: current.opted_back_in_at } : null,
      now,
    );
    if (state !== 'None') throw conflict(refusal('exclusion.already'));
    await trx
      .insertInto('self_exclusions')
      .values({
        organization_id: request.organizationId,
        player_id: request.playerId,
        period: request.period,
        starts_at: now,
        ends_at: endsAt,
      })
      .execute();
    const cancelled = await trx
      .updateTable('player_number_groups')
      .set({
        subscription_status: SubscriptionStatus.Unsubscribed,
        subscription_instance_id: null,
        subscription_method_id: null,
        subscribed_at: null,
      })
      .where('player_id', '=', request.playerId)
      .where('organization_id', '=', request.organizationId)
      .where('subscription_status', '=', SubscriptionStatus.Subscribed)
      .returning('id')
      .execute();
    // Nothing unsettled may be paid after this answer, whatever the bank says later.
    const unsettled = await failUnsettledPayments(trx, request.organizationId, request.playerId);
    // Draws paid in advance whose instances have not opened go back to the player.
    const refunds = await refundAllPrepaid(trx, {
      organizationId: request.organizationId,
      playerId: request.playerId,
      reason: 'self-exclusion',
      actor: request.playerId,
    });
    await appendAudit(trx, {
      organizationId: request.organizationId,
      actor: request.playerId,
      action: 'self-excluded',
      subjectType: 'player',
      subjectId: request.playerId,
      details: {
        period: request.period,
        endsAt: endsAt.toISOString(),
        subscriptionsCancelled: cancelled.map((group) => group.id),
        prepaidRefunds: refunds.map((refund) => refund.refundId),
        paymentsCancelled: unsettled.map((payment) => payment.id),
      },
    });
    return { player: locked, unsettled };
  });
  await cancelAtProcessor(app, unsettled);
  // The refunds were written with the exclusion; the processor hears of them now (or from
  // the next lifecycle pass, if this process stops first).
  await runMoneyBack(app).catch((err: unknown) =>
    app.log.error({ err }, 'prepaid refunds after a self-exclusion left for the next pass'),
  );
  return { player, endsAt };
}

/** After the end of an exclusion, the player chooses to play again. */
export async function optBackIn(
  app: FastifyInstance,
  organizationId: string,
  playerId: string,
  now = new Date(),
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, organizationId, playerId);
    const current = await latestExclusion(trx, organizationId, playerId);
    const state = exclusionState(
      current ? { endsAt: current.ends_at, optedBackInAt: current.opted_back_in_at } : null,
      now,
    );
    if (state === 'None') throw conflict('You are not excluded.');
    if (state === 'Excluded') {
      throw conflict(refusal('exclusion.notEnded'));
    }
    await trx
      .updateTable('self_exclusions')
      .set({ opted_back_in_at: now })
      .where('id', '=', current!.id)
      .execute();
    await appendAudit(trx, {
      organizationId,
      actor: playerId,
      action: 'self-exclusion-opted-in',
      subjectType: 'player',
      subjectId: playerId,
    });
  });
}
