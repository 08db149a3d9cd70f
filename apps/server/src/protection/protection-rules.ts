import { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { limitBreach, limitsAt } from '@charity/domain/protection/spending-limits';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { formatCents } from '@charity/domain/currency';
import { latestExclusion, limitChanges, spentByPeriod } from './protection.repository';

const windowName = { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' } as const;

/** What the latest self-exclusion of a player says, as read with it (null: never excluded). */
export interface ExclusionFacts {
  ends_at: Date;
  opted_back_in_at: Date | null;
}

/** A self-excluded player (or one not opted back in) plays nothing: 403 with its code. */
export function refuseExcluded(exclusion: ExclusionFacts | null | undefined, now = new Date()) {
  const state = exclusionState(
    exclusion ? { endsAt: exclusion.ends_at, optedBackInAt: exclusion.opted_back_in_at } : null,
    now,
  );
  if (state === 'Excluded') {
    throw new HttpError(
      403,
      ProtectionRefusalCode.SelfExcluded,
      `You excluded yourself from play until ${exclusion!.ends_at.toISOString().slice(0, 10)}.`,
    );
  }
  if (state === 'AwaitingOptIn') {
    throw new HttpError(
      403,
      ProtectionRefusalCode.SelfExclusionEnded,
      'Your self-exclusion has ended: opt back in before you play again.',
    );
  }
}

/** Before any money call: a self-excluded player (or one not opted back in) plays nothing. */
export async function assertNotExcluded(
  db: Executor,
  organizationId: string,
  playerId: string,
  now = new Date(),
): Promise<void> {
  refuseExcluded(await latestExclusion(db, organizationId, playerId), now);
}

/**
 * Inside the payment's transaction, after the player lock (so two payments at once cannot
 * both pass): refuses a payment that would take the player past a spending limit.
 */
export async function assertWithinSpendingLimits(
  trx: Executor,
  organizationId: string,
  playerId: string,
  amountCents: number,
  now = new Date(),
): Promise<void> {
  const changes = await limitChanges(trx, organizationId, playerId);
  if (changes.length === 0) return;
  const spent = await spentByPeriod(trx, organizationId, playerId, now);
  const breach = limitBreach(limitsAt(changes, now), spent, amountCents);
  if (!breach) return;
  throw new HttpError(
    403,
    ProtectionRefusalCode.SpendingLimitReached,
    `This payment of ${formatCents(amountCents)} would pass your ${windowName[breach.period]} ` +
      `spending limit of ${formatCents(breach.limitCents)} ` +
      `(${formatCents(breach.spentCents)} spent).`,
  );
}
