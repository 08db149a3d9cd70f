import type { PrizeClaim } from '@charity/domain/prizes/claim-api';
import type { ClaimWinner } from '@charity/domain/prizes/claim-winner';
import type { ClaimState, PaymentMethod, UnclaimedOutcome } from '@charity/domain/prizes/claim';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import { localized } from '../translations/localized-sql';
import './prize-claim-tables';
import './pot-carry-tables';

/** A prize as its claim sees it: the draw's current winner, and the claim if one was started. */
export interface PrizeRow {
  draw_id: string;
  kind: 'Main' | 'Extra';
  instance_id: string;
  instance_name: string;
  prize_name: string | null;
  winning_number: number;
  winner_display_name: string | null;
  /** The winner's account (issue 27): the claim card's name and contact, for staff. */
  winner_first_name: string | null;
  winner_last_name: string | null;
  winner_email: string | null;
  winner_phone: string | null;
  prize_cents: string | number;
  drawn_at: Date;
  deadline_at: Date;
  time_zone: string;
  /** A main draw recorded paid through the old one-go `draw/prize-paid`, before claims existed. */
  legacy_paid_at: Date | null;
  status: ClaimState | null;
  contacted_at: Date | null;
  identity_checked_at: Date | null;
  paid_at: Date | null;
  paid_method: PaymentMethod | null;
  /** The day paid (YYYY-MM-DD, the game's zone): as given, or the day of paid_at before 0056. */
  paid_on: string | null;
  paid_reference: string | null;
  unclaimed_at: Date | null;
  unclaimed_outcome: UnclaimedOutcome | null;
  claim_id: string | null;
  redraw_id: string | null;
  /** Added to the next pot: how much, and the draw it is in now (migration 0054). */
  carried_cents: string | number | null;
  carried_to_id: string | null;
  carried_to_name: string | null;
}

/**
 * Every prize of the organization with a winner and an amount: main draws with a paid winner,
 * drawn extra draws; when a draw was redrawn, the last redraw's winner holds the prize.
 */
function prizesQuery(
  organizationId: string,
  drawId: string | null,
  locale: Locale,
): RawBuilder<PrizeRow> {
  const one = drawId === null ? sql`true` : sql`p.draw_id = ${drawId}`;
  return sql<PrizeRow>`
    with prizes as (
      select 'Main' as kind, d.game_instance_id as draw_id, d.game_instance_id as instance_id,
        ${instanceNameSql(locale, 'd.game_instance_id', 'd.instance_name')} as instance_name,
        null::text as prize_name, d.winning_number, d.winner_display_name,
        d.winner_player_id, d.prize_cents, d.drawn_at, d.prize_paid_at as legacy_paid_at
      from draws d
      where d.organization_id = ${organizationId} and d.outcome = 'PaidWinner'
        and d.prize_cents > 0
      union all
      select 'Extra', x.id, x.game_instance_id, ${instanceNameSql(locale, 'i.id', 'i.name')},
        ${localized(locale, 'x', 'name')}, x.winning_number,
        x.winner_display_name, x.winner_player_id, x.prize_cents, x.drawn_at, null
      from extra_draws x join game_instances i on i.id = x.game_instance_id
      where x.organization_id = ${organizationId} and x.status = 'Drawn'
        and x.winning_number is not null and x.prize_cents > 0
    ), current as (
      select p.kind, p.draw_id, p.instance_id, p.instance_name, p.prize_name, p.prize_cents,
        coalesce(r.winning_number, p.winning_number) as winning_number,
        case when r.id is null then p.winner_display_name else r.winner_display_name end
          as winner_display_name,
        case when r.id is null then p.winner_player_id else r.winner_player_id end
          as winner_player_id,
        coalesce(r.drawn_at, p.drawn_at) as drawn_at,
        case when r.id is null then p.legacy_paid_at end as legacy_paid_at
      from prizes p
      left join lateral (
        select r.id, r.winning_number, r.winner_display_name, r.winner_player_id, r.drawn_at
        from redraws r
        where r.draw_id = p.draw_id and r.status = 'Drawn'
        order by r.sequence desc limit 1
      ) r on true
      where ${one}
    )
    select c.*, g.time_zone, coalesce(pc.deadline_at,
        c.drawn_at + make_interval(days => o.prize_claim_days)) as deadline_at,
      pc.status, pc.contacted_at, pc.identity_checked_at, pc.paid_at, pc.paid_method,
      to_char(coalesce(pc.paid_on, (coalesce(pc.paid_at, c.legacy_paid_at)
        at time zone g.time_zone)::date), 'YYYY-MM-DD') as paid_on, pc.paid_reference,
      pc.unclaimed_at, pc.unclaimed_outcome, pc.id as claim_id, pc.redraw_id,
      ci.amount_cents as carried_cents, ti.id as carried_to_id,
      ${instanceNameSql(locale, 'ti.id', 'ti.name')} as carried_to_name,
      wa.first_name as winner_first_name, wa.last_name as winner_last_name,
      wa.email as winner_email, wa.phone as winner_phone
    from current c
    join organizations o on o.id = ${organizationId}
    join game_instances gi on gi.id = c.instance_id
    join games g on g.id = gi.game_id
    left join prize_claims pc on pc.draw_id = c.draw_id and pc.winning_number = c.winning_number
    left join pot_carry_ins ci on ci.prize_claim_id = pc.id
    left join game_instances ti on ti.id = ci.target_instance_id
    left join accounts wa on wa.id = c.winner_player_id and wa.organization_id = o.id
    where c.winning_number is not null
    order by c.drawn_at desc`;
}

/** The prizes, their draws named in `locale` (the reader's language). */
export async function findPrizes(
  db: Executor,
  organizationId: string,
  locale: Locale = 'en',
): Promise<PrizeRow[]> {
  return (await prizesQuery(organizationId, null, locale).execute(db)).rows;
}

export async function findPrize(
  db: Executor,
  organizationId: string,
  drawId: string,
  locale: Locale = 'en',
): Promise<PrizeRow | undefined> {
  return (await prizesQuery(organizationId, drawId, locale).execute(db)).rows[0];
}

export async function findClaimDays(db: Executor, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('organizations')
    .select('prize_claim_days')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.prize_claim_days ?? 30;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A prize's state: its claim's, or Paid when recorded through `draw/prize-paid` alone. */
export const stateOf = (row: PrizeRow): ClaimState =>
  row.status ?? (row.legacy_paid_at ? 'Paid' : 'Open');

/** What a claim says of its winner: the name to every staff role, the contact to some. */
export type WinnerDetail = 'name' | 'contact';

function winnerOf(row: PrizeRow, detail: WinnerDetail): ClaimWinner | null {
  if (row.winner_first_name === null || row.winner_last_name === null) return null;
  const FullName = `${row.winner_first_name} ${row.winner_last_name}`.trim();
  if (detail === 'name') return { FullName };
  return { FullName, Email: row.winner_email ?? '', Phone: row.winner_phone ?? '' };
}

export function toPrizeClaim(row: PrizeRow, detail: WinnerDetail): PrizeClaim {
  return {
    DrawId: row.draw_id,
    Kind: row.kind,
    GameInstanceId: row.instance_id,
    GameInstanceName: row.instance_name,
    PrizeName: row.prize_name,
    WinningNumber: row.winning_number,
    WinnerDisplayName: row.winner_display_name,
    Winner: winnerOf(row, detail),
    Prize: Number(row.prize_cents),
    DrawnAt: new Date(row.drawn_at).toISOString(),
    Deadline: new Date(row.deadline_at).toISOString(),
    TimeZone: row.time_zone,
    State: stateOf(row),
    ContactedAt: iso(row.contacted_at),
    IdentityCheckedAt: iso(row.identity_checked_at),
    PaidAt: iso(row.paid_at ?? row.legacy_paid_at),
    PaidMethod: row.paid_method,
    PaidOn: row.paid_on,
    PaidReference: row.paid_reference,
    UnclaimedAt: iso(row.unclaimed_at),
    UnclaimedOutcome: row.unclaimed_outcome,
    CarriedTo:
      row.carried_to_id && row.carried_to_name !== null
        ? {
            GameInstanceId: row.carried_to_id,
            GameInstanceName: row.carried_to_name,
            Amount: Number(row.carried_cents),
          }
        : null,
    RedrawId: row.redraw_id,
  };
}
