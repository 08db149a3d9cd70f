import type { PrizePaidResponse } from '@charity/domain/reports/prize-payout';
import type { Kysely } from 'kysely';
import { conflict } from '../auth/auth-errors';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { payCheckedClaim } from '../prizes/prize-claim-steps';
import { refusal as keyedRefusal } from '../refusals/refusal-catalogue';

export interface PrizePaidInput {
  organizationId: string;
  instanceId: string;
  /** The administrator's account id. */
  adminId: string;
}

/** Why there is no prize to pay: the instance (or extra draw) and its draw, read after the fact. */
async function noPrize(trx: Executor, input: PrizePaidInput) {
  const extra = await trx
    .selectFrom('extra_draws')
    .select('id')
    .where('id', '=', input.instanceId)
    .where('organization_id', '=', input.organizationId)
    .executeTakeFirst();
  if (extra) return conflict('This extra draw has no prize to pay: not drawn yet, or no winner.');
  const found = await trx
    .selectFrom('game_instances as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .leftJoin('draws as d', 'd.game_instance_id', 'i.id')
    .select(['i.id', 'd.outcome'])
    .where('i.id', '=', input.instanceId)
    .where('g.organization_id', '=', input.organizationId)
    .executeTakeFirst();
  if (!found) return notFound(keyedRefusal('gameInstance.notFound', { id: input.instanceId }));
  if (!found.outcome)
    return conflict('This game instance has not been drawn yet: no prize to pay.');
  return conflict(
    found.outcome === 'PaidWinner'
      ? 'This draw has a prize of zero: there is nothing to pay.'
      : `This draw had no paid winner (${found.outcome}): there is no prize to pay.`,
  );
}

async function recordLocked(trx: Executor, input: PrizePaidInput): Promise<PrizePaidResponse> {
  const claim = await payCheckedClaim(trx, input.organizationId, input.instanceId, input.adminId);
  if (!claim?.PaidAt) throw await noPrize(trx, input);
  return { GameInstanceId: input.instanceId, PrizePaidAt: claim.PaidAt };
}

/**
 * Records that a drawn instance's (or extra draw's) prize was paid out to its winner: the
 * claim's own pay step, once the winner was contacted and their identity checked; audited.
 */
export function recordPrizePaid(
  db: Kysely<Database>,
  input: PrizePaidInput,
): Promise<PrizePaidResponse> {
  return db.transaction().execute((trx) => recordLocked(trx, input));
}
