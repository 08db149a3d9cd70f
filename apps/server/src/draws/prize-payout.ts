import type { PrizePaidResponse } from '@charity/domain/reports/prize-payout';
import { sql, type Kysely } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { closeClaimAsPaid, recordExtraPrizePaid } from '../prizes/prize-claim-steps';
import { refusal as keyedRefusal } from '../refusals/refusal-catalogue';

export const ALREADY_PAID_MESSAGE = 'This prize is already recorded as paid';

export interface PrizePaidInput {
  organizationId: string;
  instanceId: string;
  /** The administrator's account id. */
  adminId: string;
}

/** Why nothing was recorded: the instance, its draw and its prize, read after the fact. */
async function refusal(trx: Executor, input: PrizePaidInput) {
  const found = await trx
    .selectFrom('game_instances as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .leftJoin('draws as d', 'd.game_instance_id', 'i.id')
    .select(['i.id', 'd.outcome', 'd.prize_cents', 'd.prize_paid_at'])
    .where('i.id', '=', input.instanceId)
    .where('g.organization_id', '=', input.organizationId)
    .executeTakeFirst();
  if (!found) return notFound(keyedRefusal('gameInstance.notFound', { id: input.instanceId }));
  if (!found.outcome)
    return conflict('This game instance has not been drawn yet: no prize to pay.');
  if (found.prize_paid_at) return conflict(ALREADY_PAID_MESSAGE);
  return conflict(
    found.outcome === 'PaidWinner'
      ? 'This draw has a prize of zero: there is nothing to pay.'
      : `This draw had no paid winner (${found.outcome}): there is no prize to pay.`,
  );
}

async function recordLocked(trx: Executor, input: PrizePaidInput): Promise<PrizePaidResponse> {
  const extra = await trx
    .selectFrom('extra_draws')
    .select('id')
    .where('id', '=', input.instanceId)
    .where('organization_id', '=', input.organizationId)
    .executeTakeFirst();
  if (extra) {
    // An extra draw's prize, as the unclaimed list names it (issue 27).
    const at = await recordExtraPrizePaid(trx, input.organizationId, extra.id, input.adminId);
    return { GameInstanceId: input.instanceId, PrizePaidAt: at };
  }
  // Conditional: of two requests at once, the second finds prize_paid_at set and updates nothing.
  const { rows } = await sql<{ prize_paid_at: Date; prize_cents: unknown; winner: string | null }>`
    update draws set prize_paid_at = now(), prize_paid_by = ${input.adminId}
    where game_instance_id = ${input.instanceId} and organization_id = ${input.organizationId}
      and outcome = 'PaidWinner' and prize_cents > 0 and prize_paid_at is null
    returning prize_paid_at, prize_cents, winner_player_id as winner`.execute(trx);
  const paid = rows[0];
  if (!paid) throw await refusal(trx, input);
  const paidAt = new Date(paid.prize_paid_at).toISOString();
  await closeClaimAsPaid(
    trx,
    input.organizationId,
    input.instanceId,
    input.adminId,
    new Date(paidAt),
  );
  await appendAudit(trx, {
    organizationId: input.organizationId,
    actor: input.adminId,
    action: 'prize-paid',
    subjectType: 'game-instance',
    subjectId: input.instanceId,
    details: { prizeCents: Number(paid.prize_cents), winnerPlayerId: paid.winner, paidAt },
  });
  return { GameInstanceId: input.instanceId, PrizePaidAt: paidAt };
}

/** Records, once, that a drawn instance's prize was paid out to its winner; audited. */
export function recordPrizePaid(
  db: Kysely<Database>,
  input: PrizePaidInput,
): Promise<PrizePaidResponse> {
  return db.transaction().execute((trx) => recordLocked(trx, input));
}
