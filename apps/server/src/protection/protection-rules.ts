import { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { limitBreach, limitsAt } from '@charity/domain/protection/spending-limits';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { formatCents } from '@charity/domain/currency';
import { formatGameTime } from '@charity/domain/game-time-format';
import { latestExclusion, limitChanges, spentByPeriod } from './protection.repository';

const windowName = { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' } as const;

/** What the latest self-exclusion of a player says, as read with it (null: never excluded). */
export interface ExclusionFacts {
  ends_at: Date;
  opted_back_in_at: Date | null;
}

/** Who reads a refusal: the player's language and the game's time zone. */
export interface Reader {
  locale: string;
  timeZone?: string | undefined;
}

/** "until May 26, 2027" / "jusqu’au 26 mai 2027": the end of an exclusion as the player reads it. */
function excludedUntil(endsAt: Date, reader: Reader) {
  const date = formatGameTime(endsAt, reader.locale, {
    timeZone: reader.timeZone,
    withTime: false,
  });
  return reader.locale.startsWith('fr')
    ? `Vous vous êtes exclu du jeu jusqu’au ${date}.`
    : `You excluded yourself from play until ${date}.`;
}

/** A self-excluded player (or one not opted back in) plays nothing: 403 with its code. */
export function refuseExcluded(
  exclusion: ExclusionFacts | null | undefined,
  reader: Reader,
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
      excludedUntil(exclusion!.ends_at, reader),
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
  const exclusion = await latestExclusion(db, organizationId, playerId);
  if (!exclusion) return;
  const reader = await db
    .selectFrom('accounts as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .leftJoin('games as g', 'g.id', 'o.current_game_id')
    .select(['a.locale', 'g.time_zone'])
    .where('a.id', '=', playerId)
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  refuseExcluded(
    exclusion,
    { locale: reader?.locale ?? 'en', timeZone: reader?.time_zone ?? undefined },
    now,
  );
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
