import { drawPaths } from '@charity/domain/draw-paths';
import type { DrawRow, DrawsReport } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import { extraWinnersReport } from './extra-draws-report';
import { findPrizes, stateOf } from '../prizes/prize-claims.repository';
import { toInt, within, type ReportWindow } from './report-window';

interface DrawSqlRow {
  game_instance_id: string;
  instance_name: string;
  drawn_at: Date;
  outcome: DrawRow['Outcome'];
  winning_number: number | null;
  winner_display_name: string | null;
  sales_cents: unknown;
  pot_total_cents: unknown;
  prize_cents: unknown;
  rollover_cents: unknown;
  charity_cents: unknown;
  prize_paid_at: Date | null;
  unclaimed: boolean;
  refunded_after_draw: unknown;
  carried_in: unknown;
  carried_out: unknown;
}

/**
 * A prize is unclaimed while a paid winner's non-zero prize is not recorded as paid. One rule
 * for the flag and the list; the list reads draws_unclaimed_idx (its predicate is implied).
 */
const UNCLAIMED = sql`(d.outcome = 'PaidWinner' and d.prize_cents > 0 and d.prize_paid_at is null)`;

/**
 * What went back after the draw on the instance's payments: staff refunds marked after the
 * draw, and payments the processor refunded whole after it (they keep their drawn entries).
 * The split stays as drawn; the report shows the money that left it.
 */
const REFUNDED_AFTER_DRAW = sql`((select coalesce(sum(r.amount_cents), 0) from payment_refunds r
    where r.game_instance_id = d.game_instance_id and r.after_draw)
  + (select coalesce(sum(p.amount_cents - p.refunded_cents), 0) from payments p
    where p.game_instance_id = d.game_instance_id and p.status = 'refunded'
      and p.updated_at > d.drawn_at and p.funded_by is null and p.prepaid_draws is null))`;

/**
 * Unclaimed prizes added to a later pot (issue 27, migration 0054): what came into this draw's
 * pot (its jackpot, in PotTotal, never in Sales), and what of this draw's prize went on to a
 * later one (not a prize paid: it leaves Prize for Rollover, "carried to the next draw").
 */
const CARRIED_IN = sql`(select coalesce(sum(c.amount_cents), 0) from pot_carry_ins c
  where c.target_instance_id = d.game_instance_id)`;
const CARRIED_OUT = sql`(select coalesce(sum(c.amount_cents), 0) from pot_carry_ins c
  where c.source_draw_id = d.game_instance_id)`;

const columns = (locale: Locale) => sql`d.game_instance_id,
  ${instanceNameSql(locale, 'd.game_instance_id', 'd.instance_name')} as instance_name, d.drawn_at, d.outcome, d.winning_number,
  d.winner_display_name, d.sales_cents, d.pot_total_cents, d.prize_cents, d.rollover_cents,
  d.charity_cents, d.prize_paid_at, ${UNCLAIMED} as unclaimed, ${REFUNDED_AFTER_DRAW}
  as refunded_after_draw, ${CARRIED_IN} as carried_in, ${CARRIED_OUT} as carried_out`;

const toRow = (row: DrawSqlRow): DrawRow => ({
  GameInstanceId: row.game_instance_id,
  GameInstanceName: row.instance_name,
  DrawnAt: new Date(row.drawn_at).toISOString(),
  Outcome: row.outcome,
  WinningNumber: row.winning_number,
  WinnerDisplayName: row.winner_display_name,
  Sales: toInt(row.sales_cents),
  PotTotal: toInt(row.pot_total_cents),
  Prize: toInt(row.prize_cents) - toInt(row.carried_out),
  Rollover: toInt(row.rollover_cents) + toInt(row.carried_out),
  CharityAmount: toInt(row.charity_cents),
  VerificationPath: drawPaths.verify(row.game_instance_id),
  PrizePaidAt: row.prize_paid_at ? new Date(row.prize_paid_at).toISOString() : null,
  Unclaimed: row.unclaimed,
  RefundedAfterDraw: toInt(row.refunded_after_draw),
  CarriedIn: toInt(row.carried_in),
  CarriedOut: toInt(row.carried_out),
});

/** The period's draws, and every prize of the organization still unclaimed, whatever the period. */
export async function drawsReport(db: Executor, window: ReportWindow): Promise<DrawsReport> {
  const filter = window.instanceId
    ? sql`d.game_instance_id = ${window.instanceId}`
    : within('d.drawn_at', window);
  const { rows } = await sql<DrawSqlRow>`
    select ${columns(window.locale)} from draws d
    where d.organization_id = ${window.organizationId} and ${filter}
    order by d.drawn_at`.execute(db);
  const { rows: unclaimed } = await sql<DrawSqlRow>`
    select ${columns(window.locale)} from draws d
    where d.organization_id = ${window.organizationId} and ${UNCLAIMED}
      and not exists (select 1 from prize_claims c
        where c.draw_id = d.game_instance_id and c.status = 'Unclaimed')
    order by d.drawn_at`.execute(db);
  // Extra draws' prizes (and their redraws' winners) not paid yet, by their claims (issue 27).
  const extraPrizes = (await findPrizes(db, window.organizationId, window.locale)).filter(
    (prize) =>
      prize.kind === 'Extra' && ['Open', 'Contacted', 'IdentityChecked'].includes(stateOf(prize)),
  );
  const unclaimedPrizes = [
    ...unclaimed.map(toRow),
    ...extraPrizes.map((prize): DrawRow => ({
      // The extra draw's id: what draw/prize-paid takes for it.
      GameInstanceId: prize.draw_id,
      GameInstanceName: `${prize.instance_name} — ${prize.prize_name ?? ''}`,
      DrawnAt: new Date(prize.drawn_at).toISOString(),
      Outcome: 'PaidWinner',
      WinningNumber: prize.winning_number,
      WinnerDisplayName: prize.winner_display_name,
      Sales: 0,
      PotTotal: 0,
      Prize: toInt(prize.prize_cents),
      Rollover: 0,
      CharityAmount: 0,
      VerificationPath: drawPaths.verify(prize.draw_id),
      PrizePaidAt: null,
      Unclaimed: true,
    })),
  ].sort((a, b) => a.DrawnAt.localeCompare(b.DrawnAt));
  return {
    Period: window.period,
    Draws: rows.map(toRow),
    UnclaimedPrizes: unclaimedPrizes,
    UnclaimedAmount: unclaimedPrizes.reduce((sum, row) => sum + row.Prize, 0),
    ExtraWinners: await extraWinnersReport(db, window),
  };
}
