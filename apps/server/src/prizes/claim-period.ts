import type { ClaimPeriod } from '@charity/domain/prizes/claim-api';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';

/**
 * Sets the rules' claim period (organizations.prize_claim_days). Every claim still open moves
 * its deadline by the change (each was its draw plus the period in force); a claim paid or
 * declared unclaimed keeps the deadline it closed under. Audited with before and after.
 */
export function setClaimPeriod(
  db: Executor,
  organizationId: string,
  actor: string,
  period: ClaimPeriod,
): Promise<ClaimPeriod> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ days: number }>`select prize_claim_days as days
      from organizations where id = ${organizationId} for update`.execute(trx);
    const before = rows[0]?.days;
    if (before === undefined) throw notFound(`Organization ${organizationId} does not exist.`);
    const after = period.ClaimDays;
    await trx
      .updateTable('organizations')
      .set({ prize_claim_days: after })
      .where('id', '=', organizationId)
      .execute();
    const moved = await sql`update prize_claims
      set deadline_at = deadline_at + make_interval(days => ${after - before})
      where organization_id = ${organizationId}
        and status in ('Open', 'Contacted', 'IdentityChecked')`.execute(trx);
    await appendAudit(trx, {
      organizationId,
      actor,
      action: 'prize-claim.period-set',
      subjectType: 'organization',
      subjectId: organizationId,
      details: {
        before: { claimDays: before },
        after: { claimDays: after },
        openClaimsMoved: Number(moved.numAffectedRows ?? 0),
      },
    });
    return { ClaimDays: after };
  });
}
