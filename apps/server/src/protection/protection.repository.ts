import type { LimitChange, LimitPeriod } from '@charity/domain/protection/spending-limits';
import { limitWindowMs } from '@charity/domain/protection/spending-limits';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
// Its tables' types: a program that reaches this file (the benches) must see them too.
import './protection-tables';

/** The exclusion the player has not opted back in from (at most one), else the latest. */
export async function latestExclusion(db: Executor, organizationId: string, playerId: string) {
  return db
    .selectFrom('self_exclusions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('player_id', '=', playerId)
    .orderBy(sql`opted_back_in_at is null`, 'desc')
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function limitChanges(
  db: Executor,
  organizationId: string,
  playerId: string,
): Promise<LimitChange[]> {
  const rows = await db
    .selectFrom('spending_limit_changes')
    .select(['period', 'amount_cents', 'requested_at', 'effective_at'])
    .where('organization_id', '=', organizationId)
    .where('player_id', '=', playerId)
    .orderBy('requested_at')
    .execute();
  return rows.map((row) => ({
    period: row.period,
    amountCents: row.amount_cents,
    requestedAt: row.requested_at,
    effectiveAt: row.effective_at,
  }));
}

/**
 * What the player committed in each rolling window: payments that succeeded or may still
 * succeed (a refunded or failed one took no money).
 */
export async function spentByPeriod(
  db: Executor,
  organizationId: string,
  playerId: string,
  now: Date,
): Promise<Record<LimitPeriod, number>> {
  const since = (period: LimitPeriod) => new Date(now.getTime() - limitWindowMs[period]);
  const spent = (period: LimitPeriod) =>
    sql<string>`coalesce(sum(amount_cents) filter (where created_at > ${since(period)}), 0)`;
  const row = await db
    .selectFrom('payments')
    .select([
      spent('Daily').as('daily'),
      spent('Weekly').as('weekly'),
      spent('Monthly').as('monthly'),
    ])
    .where('player_id', '=', playerId)
    .where('organization_id', '=', organizationId)
    .where('status', 'in', ['processing', 'requires_action', 'succeeded'])
    // A prepaid draw's own payment spends nothing new: its charge counted when it was paid.
    .where('funded_by', 'is', null)
    .where('created_at', '>', since('Monthly'))
    .executeTakeFirstOrThrow();
  return { Daily: Number(row.daily), Weekly: Number(row.weekly), Monthly: Number(row.monthly) };
}
