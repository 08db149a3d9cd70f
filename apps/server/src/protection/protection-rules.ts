import { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { limitBreach, limitsAt } from '@charity/domain/protection/spending-limits';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';
import { latestExclusion, limitChanges, spentByPeriod } from './protection.repository';

/** What the latest self-exclusion of a player says, as read with it (null: never excluded). */
export interface ExclusionFacts {
  ends_at: Date;
  opted_back_in_at: Date | null;
}

/**
 * A self-excluded player (or one not opted back in) plays nothing: 403 with its code. The end
 * date is read on the game's clock (`timeZone`), in the reader's language (error handler).
 */
export function refuseExcluded(
  exclusion: ExclusionFacts | null | undefined,
  timeZone: string | undefined,
  now = new Date(),
) {
  const state = exclusionState(
    exclusion ? { endsAt: exclusion.ends_at, optedBackInAt: exclusion.opted_back_in_at } : null,
    now,
  );
  if (state === 'Excluded') {
    throw new HttpError(
      403,
      ProtectionRefusalCode.SelfExcluded,
      refusal('exclusion.until', { endsAt: exclusion!.ends_at, timeZone }),
    );
  }
  if (state === 'AwaitingOptIn') {
    throw new HttpError(403, ProtectionRefusalCode.SelfExclusionEnded, refusal('exclusion.ended'));
  }
}

/** Before any money call: a self-excluded player (or one not opted back in) plays nothing. */
export async function assertNotExcluded(
  db: Executor,
  organizationId: string,
  playerId: string,
  now = new Date(),
): Promise<void> {
  const exclusion = await latestExclusion(db, organizationId, playerId);
  if (!exclusion) return;
  refuseExcluded(exclusion, await gameTimeZoneOf(db, organizationId), now);
}

/** The clock of the organization's current game, on which a player reads a date. */
async function gameTimeZoneOf(db: Executor, organizationId: string): Promise<string | undefined> {
  const game = await db
    .selectFrom('organizations as o')
    .leftJoin('games as g', 'g.id', 'o.current_game_id')
    .select('g.time_zone')
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  return game?.time_zone ?? undefined;
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
    refusal('spendingLimit.reached', {
      amountCents,
      period: breach.period,
      limitCents: breach.limitCents,
      spentCents: breach.spentCents,
    }),
  );
}
