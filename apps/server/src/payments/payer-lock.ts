import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import type { MailLocale } from '../mail/mail-status';
import { locationRequired } from '../numbers/location-guard';
import { refuseMoneyMove, type RegistrationFacts } from '../players/money-eligibility';
import { refuseExcluded } from '../protection/protection-rules';
import type { PaymentKind } from './payment-tables';

/** Everything a payment asks of its player, read with the lock in one statement. */
export interface LockedPayer extends RegistrationFacts {
  id: string;
  email: string;
  first_name: string;
  locale: MailLocale;
  /** Whether the player ever set a spending limit: without one, no payment needs the check. */
  has_spending_limits: boolean;
  /** The latest self-exclusion (null: never excluded). */
  exclusion_ends_at: Date | null;
  exclusion_opted_back_in_at: Date | null;
  /** A successful location check for the game within the allowed age. */
  located: boolean;
}

export interface PayerQuery {
  organizationId: string;
  playerId: string;
  gameId: string;
  locationMaxAgeMinutes: number;
}

/**
 * Locks the player for the payment's transaction (two payments of one player are serialised:
 * limits are checked against committed numbers and payments), reading in the same statement
 * what the payment checks: registration, self-exclusion, location, spending limits, and where
 * the receipt goes. `no key update of a` still lets other rows reference the account.
 */
export async function lockPayer(trx: Executor, query: PayerQuery): Promise<LockedPayer> {
  const { rows } = await sql<LockedPayer>`
    select a.id, a.email, a.first_name, a.locale,
      a.agreed_terms_version_id, a.charity_id, c.active as charity_active, a.email_verified_at,
      to_char(a.date_of_birth, 'YYYY-MM-DD') as date_of_birth, s.minimum_age,
      (select t.id from terms_versions t where t.organization_id = a.organization_id
        order by t.version desc limit 1) as latest_terms_id,
      exists (select 1 from spending_limit_changes l
              where l.organization_id = a.organization_id and l.player_id = a.id)
        as has_spending_limits,
      x.ends_at as exclusion_ends_at, x.opted_back_in_at as exclusion_opted_back_in_at,
      exists (select 1 from location_checks k
              where k.player_id = a.id and k.game_id = ${query.gameId} and k.inside
                and k.checked_at > now() - make_interval(mins => ${query.locationMaxAgeMinutes}))
        as located
    from accounts a
    left join charities c on c.id = a.charity_id and c.organization_id = a.organization_id
    left join organization_settings s on s.organization_id = a.organization_id
    left join lateral (
      select e.ends_at, e.opted_back_in_at from self_exclusions e
      where e.organization_id = a.organization_id and e.player_id = a.id
      order by e.opted_back_in_at is null desc, e.starts_at desc limit 1) x on true
    where a.id = ${query.playerId} and a.organization_id = ${query.organizationId}
    for no key update of a`.execute(trx);
  const payer = rows[0];
  if (!payer) throw notFound(`Player ${query.playerId} does not exist.`);
  return payer;
}

/**
 * The refusals of a money call, in the order the routes always gave them: registration,
 * self-exclusion, then the location of a region-locked game. A renewal is off-session: the
 * subscriber registered and agreed to it where they were then, so only an exclusion stops it.
 */
export function refuseUnlessMayPay(
  payer: LockedPayer,
  kind: PaymentKind,
  game: { lock_players_to_region: boolean },
  now = new Date(),
): void {
  const onSession = kind !== 'renewal';
  if (onSession) refuseMoneyMove(payer, now);
  refuseExcluded(
    payer.exclusion_ends_at
      ? { ends_at: payer.exclusion_ends_at, opted_back_in_at: payer.exclusion_opted_back_in_at }
      : null,
    now,
  );
  if (onSession && game.lock_players_to_region && !payer.located) throw locationRequired();
}
