import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import type { MailLocale } from '../mail/mail-status';
import { holdingColumns, type Holding } from '../numbers/assign-numbers';
import type { SellingInstance } from '../numbers/game-context';
import { locationRequired } from '../numbers/location-guard';
import { lockPlayer } from '../numbers/player-lock';
import { refuseMoneyMove, type RegistrationFacts } from '../players/money-eligibility';
import { refuseExcluded } from '../protection/protection-rules';
import {
  earlierAttemptQuery,
  earlierPaymentOf,
  type Attempt,
  type EarlierAttempt,
} from './idempotency';
import type { PaymentKind } from './payment-tables';
import { refusal } from '../refusals/refusal-catalogue';

/** Everything a payment asks of its player, read in one statement once the player is locked. */
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
  gameInstanceId: string;
  locationMaxAgeMinutes: number;
  attempt: Attempt;
  /** The payment reserves new numbers: read what the player holds (play and renewal do not). */
  readHolding: boolean;
}

/** The instance's columns are prefixed; all but its id are set whenever the id is. */
type PayerRow = LockedPayer &
  EarlierAttempt & { instance_id: string | null } & {
    [
      column in Exclude<keyof SellingInstance, 'id'> as `instance_${column}`
    ]: SellingInstance[column];
  } & { held: string | null; exhausted: boolean | null };

/** What a payment knows once its player is locked. */
export interface PayerFacts {
  payer: LockedPayer;
  /** The payment this request is answered with instead (idempotency.ts). */
  earlier: string | null;
  /** The instance the payment is for (null: no such instance), checked by the caller. */
  instance: SellingInstance | null;
  /** Read when the query asked for it. */
  holding: Holding | undefined;
}

/**
 * Locks the player for the payment's transaction (two payments of one player are serialised:
 * limits are checked against committed numbers and payments), then reads in one statement
 * what the payment checks: registration, self-exclusion, location, spending limits, where the
 * receipt goes, an earlier attempt at this payment, the instance and, for new numbers, the
 * numbers held. Two statements, not one: a `select ... for update` that waited for the lock
 * reads everything but the locked row from before the wait, and would miss an exclusion or a
 * payment committed meanwhile. `no key update` still lets other rows reference the account.
 */
export async function lockPayer(trx: Executor, query: PayerQuery): Promise<PayerFacts> {
  await lockPlayer(trx, query.organizationId, query.playerId);
  const { rows } = await sql<PayerRow>`
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
        as located,
      w.*, i.id as instance_id, i.name as instance_name, i.status as instance_status,
      i.ticket_price_cents as instance_ticket_price_cents,
      i.sales_close_at as instance_sales_close_at, i.draw_at as instance_draw_at,
      i.game_id as instance_game_id,
      ${query.readHolding ? holdingColumns(query.gameId, query.playerId) : sql`null as held, null as exhausted`}
    from accounts a
    left join charities c on c.id = a.charity_id and c.organization_id = a.organization_id
    left join organization_settings s on s.organization_id = a.organization_id
    left join lateral (
      select e.ends_at, e.opted_back_in_at from self_exclusions e
      where e.organization_id = a.organization_id and e.player_id = a.id
      order by e.opted_back_in_at is null desc, e.starts_at desc limit 1) x on true
    left join lateral ${earlierAttemptQuery(query.attempt)} w on true
    left join game_instances i on i.id = ${query.gameInstanceId}
    where a.id = ${query.playerId} and a.organization_id = ${query.organizationId}`.execute(trx);
  const row = rows[0];
  if (!row) throw notFound(refusal('player.notFound', { id: query.playerId }));
  const { earlier_id, earlier_hash, earlier_same_key, held, exhausted, ...rest } = row;
  const {
    instance_id,
    instance_name,
    instance_status,
    instance_ticket_price_cents,
    instance_sales_close_at,
    instance_draw_at,
    instance_game_id,
    ...payer
  } = rest;
  const instance =
    instance_id === null
      ? null
      : {
          id: instance_id,
          name: instance_name,
          status: instance_status,
          ticket_price_cents: Number(instance_ticket_price_cents),
          sales_close_at: instance_sales_close_at,
          draw_at: instance_draw_at,
          game_id: instance_game_id,
        };
  return {
    payer,
    earlier: earlierPaymentOf({ earlier_id, earlier_hash, earlier_same_key }, query.attempt),
    instance,
    holding: held === null || exhausted === null ? undefined : { held: Number(held), exhausted },
  };
}

/**
 * The refusals of a money call, in the order the routes always gave them: registration,
 * self-exclusion, then the location of a region-locked game. A renewal is off-session: the
 * subscriber registered and agreed to it where they were then, so only an exclusion stops it.
 */
export function refuseUnlessMayPay(
  payer: LockedPayer,
  kind: PaymentKind,
  game: { lock_players_to_region: boolean; time_zone: string },
  now = new Date(),
): void {
  const onSession = kind !== 'renewal';
  if (onSession) refuseMoneyMove(payer, now);
  refuseExcluded(
    payer.exclusion_ends_at
      ? { ends_at: payer.exclusion_ends_at, opted_back_in_at: payer.exclusion_opted_back_in_at }
      : null,
    game.time_zone,
    now,
  );
  if (onSession && game.lock_players_to_region && !payer.located) throw locationRequired();
}
