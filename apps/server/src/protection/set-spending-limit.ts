import {
  limitEffectiveAt,
  limitsAt,
  type LimitPeriod,
} from '@charity/domain/protection/spending-limits';
import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/audit-log.repository';
import { lockPlayer } from '../numbers/player-lock';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import { HttpError } from '../errors/http-errors';
import { latestExclusion, limitChanges } from './protection.repository';
import { refusal } from '../refusals/refusal-catalogue';

interface LimitRequest {
  organizationId: string;
  playerId: string;
  period: LimitPeriod;
  /** Integer cents; null removes the limit. */
  amountCents: number | null;
}

/**
 * A lower limit applies at once; a higher one, or none, after 24 hours. A self-excluded player
 * may only lower a limit: a raise or a removal is refused (403 `SelfExcluded`).
 */
export async function setSpendingLimit(
  app: FastifyInstance,
  request: LimitRequest,
  now = new Date(),
) {
  await app.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, request.organizationId, request.playerId);
    const changes = await limitChanges(trx, request.organizationId, request.playerId);
    const current = limitsAt(changes, now).find((limit) => limit.period === request.period);
    const effectiveAt = limitEffectiveAt(current?.amountCents ?? null, request.amountCents, now);
    const exclusion = await latestExclusion(trx, request.organizationId, request.playerId);
    const excluded =
      exclusion &&
      exclusionState(
        { endsAt: exclusion.ends_at, optedBackInAt: exclusion.opted_back_in_at },
        now,
      ) === 'Excluded';
    if (excluded && effectiveAt.getTime() > now.getTime()) {
      throw new HttpError(
        403,
        ProtectionRefusalCode.SelfExcluded,
        refusal('exclusion.onlyLowerLimit'),
      );
    }
    await trx
      .insertInto('spending_limit_changes')
      .values({
        organization_id: request.organizationId,
        player_id: request.playerId,
        period: request.period,
        amount_cents: request.amountCents,
        requested_at: now,
        effective_at: effectiveAt,
      })
      .execute();
    await appendAudit(trx, {
      organizationId: request.organizationId,
      actor: request.playerId,
      action: 'spending-limit-set',
      subjectType: 'player',
      subjectId: request.playerId,
      details: {
        period: request.period,
        from: current?.amountCents ?? null,
        to: request.amountCents,
        effectiveAt: effectiveAt.toISOString(),
      },
    });
  });
}
