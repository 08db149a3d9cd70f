import type { PlayerProtection } from '@charity/domain/api/player-protection';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { limitsAt } from '@charity/domain/protection/spending-limits';
import type { Executor } from '../db/executor';
import { latestExclusion, limitChanges, spentByPeriod } from './protection.repository';

/** What the player's Responsible gaming screen shows (and staff may read). */
export async function playerProtection(
  db: Executor,
  organizationId: string,
  playerId: string,
  now = new Date(),
): Promise<PlayerProtection> {
  const [exclusion, changes, spent] = await Promise.all([
    latestExclusion(db, organizationId, playerId),
    limitChanges(db, organizationId, playerId),
    spentByPeriod(db, organizationId, playerId, now),
  ]);
  const state = exclusionState(
    exclusion ? { endsAt: exclusion.ends_at, optedBackInAt: exclusion.opted_back_in_at } : null,
    now,
  );
  return {
    SelfExclusion:
      exclusion && state !== 'None'
        ? {
            Period: exclusion.period,
            StartedOn: exclusion.starts_at.toISOString(),
            EndsOn: exclusion.ends_at.toISOString(),
            State: state,
          }
        : null,
    SpendingLimits: limitsAt(changes, now).map((limit) => ({
      Period: limit.period,
      Amount: limit.amountCents,
      Spent: spent[limit.period],
      Pending: limit.pending
        ? {
            Amount: limit.pending.amountCents,
            EffectiveOn: limit.pending.effectiveAt.toISOString(),
          }
        : null,
    })),
  };
}
