import { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import { exclusionState } from '@charity/domain/protection/self-exclusion';
import { limitBreach, limitsAt } from '@charity/domain/protection/spending-limits';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { formatMoney } from '@charity/domain/money-format';
import { formatGameTime } from '@charity/domain/game-time-format';
import { latestExclusion, limitChanges, spentByPeriod } from './protection.repository';

const windowName = {
  en: { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' },
  fr: { Daily: 'quotidienne', Weekly: 'hebdomadaire', Monthly: 'mensuelle' },
} as const;
const isFrench = (reader: Reader) => reader.locale.toLowerCase().startsWith('fr');

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
  return isFrench(reader)
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
      isFrench(reader)
        ? 'Votre exclusion volontaire a pris fin : confirmez votre retour au jeu avant de jouer de nouveau.'
        : 'Your self-exclusion has ended: opt back in before you play again.',
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
  refuseExcluded(exclusion, await readerOf(db, organizationId, playerId), now);
}

/** The player's language and the game's time zone, for a refusal they will read. */
async function readerOf(db: Executor, organizationId: string, playerId: string): Promise<Reader> {
  const reader = await db
    .selectFrom('accounts as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .leftJoin('games as g', 'g.id', 'o.current_game_id')
    .select(['a.locale', 'g.time_zone'])
    .where('a.id', '=', playerId)
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  return { locale: reader?.locale ?? 'en', timeZone: reader?.time_zone ?? undefined };
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
  const reader = await readerOf(trx, organizationId, playerId);
  const money = (cents: number) => formatMoney(cents, reader.locale);
  const period = windowName[isFrench(reader) ? 'fr' : 'en'][breach.period];
  throw new HttpError(
    403,
    ProtectionRefusalCode.SpendingLimitReached,
    isFrench(reader)
      ? `Ce paiement de ${money(amountCents)} dépasserait votre limite de dépenses ${period} ` +
          `de ${money(breach.limitCents)} (${money(breach.spentCents)} déjà dépensés).`
      : `This payment of ${money(amountCents)} would pass your ${period} ` +
          `spending limit of ${money(breach.limitCents)} (${money(breach.spentCents)} spent).`,
  );
}
