import type { HeldForFutureDraws, SalesRow } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { refundLines } from './refund-lines';
import { toInt, type ReportWindow } from './report-window';

const emptyDay = (day: string): SalesRow => ({
  Key: day,
  GameInstanceId: null,
  NumbersPlayed: 0,
  NewNumbersSold: 0,
  GrossSales: 0,
  OneOffSales: 0,
  SubscriptionSales: 0,
  Refunds: 0,
  RefundedAmount: 0,
  FailedPayments: 0,
});

/**
 * The days of a period of days with the money given back on each (refund-lines.ts: every
 * way of giving back, dated when it went back), whatever day the payment was made; a day
 * with refunds only gets a row of its own.
 */
export async function withRefundDays(
  db: Executor,
  window: ReportWindow,
  days: readonly SalesRow[],
): Promise<SalesRow[]> {
  const { rows } = await sql<{ day: string; refunds: unknown; refunded: unknown }>`
    select to_char((l.at at time zone ${window.timeZone})::date, 'YYYY-MM-DD') as day,
      count(distinct l.charge_id) as refunds, coalesce(sum(l.amount_cents), 0) as refunded
    from ${refundLines({
      organizationId: window.organizationId,
      lower: window.lower,
      upper: window.upper,
    })} l
    group by 1`.execute(db);
  const byDay = new Map<string, SalesRow>(
    days.map((day) => [day.Key, { ...day, Refunds: 0, RefundedAmount: 0 }]),
  );
  for (const row of rows) {
    const day = byDay.get(row.day) ?? emptyDay(row.day);
    byDay.set(row.day, {
      ...day,
      Refunds: toInt(row.refunds),
      RefundedAmount: toInt(row.refunded),
    });
  }
  return [...byDay.values()].sort((a, b) => a.Key.localeCompare(b.Key));
}

/**
 * The prepaid draws held at the end of the period (or now, if sooner): charged, not opened
 * yet, not given back. A draw's row changes once, when it is entered or refunded
 * (prepaid_draws.updated_at), so a draw was still held at a time if it was pending then.
 */
export async function heldForFutureDraws(
  db: Executor,
  window: ReportWindow,
): Promise<HeldForFutureDraws> {
  const at = new Date(Math.min(window.upper.getTime(), Date.now()));
  const { rows } = await sql<{ draws: unknown; amount: unknown }>`
    select count(*) as draws, coalesce(sum(d.amount_cents), 0) as amount
    from prepaid_draws d join payments c on c.id = d.payment_id
    where d.organization_id = ${window.organizationId} and c.created_at < ${at}
      and (d.status = 'pending' or d.updated_at > ${at})
      and (${window.instanceId}::uuid is null or c.game_instance_id = ${window.instanceId})`.execute(
    db,
  );
  return { AsOf: at.toISOString(), Draws: toInt(rows[0]?.draws), Amount: toInt(rows[0]?.amount) };
}
