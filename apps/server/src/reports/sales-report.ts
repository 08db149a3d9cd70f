import type { SalesReport, SalesRow } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';

interface SalesSqlRow {
  by_instance: boolean;
  key: string;
  instance_id: string | null;
  numbers_played: unknown;
  new_numbers: unknown;
  gross: unknown;
  one_off: unknown;
  subscription: unknown;
  refunds: unknown;
  refunded: unknown;
  failed: unknown;
}

const toRow = (row: SalesSqlRow): SalesRow => ({
  Key: row.key,
  GameInstanceId: row.instance_id,
  NumbersPlayed: toInt(row.numbers_played),
  NewNumbersSold: toInt(row.new_numbers),
  GrossSales: toInt(row.gross),
  OneOffSales: toInt(row.one_off),
  SubscriptionSales: toInt(row.subscription),
  Refunds: toInt(row.refunds),
  RefundedAmount: toInt(row.refunded),
  FailedPayments: toInt(row.failed),
});

/**
 * Gross sales are successful payments; refunded ones are listed apart, never netted silently.
 * One pass over the period's payments gives both groupings (grouping sets); each successful
 * payment's entries are counted through instance_entries_payment_idx, never by a scan.
 */
export async function salesReport(db: Executor, window: ReportWindow): Promise<SalesReport> {
  const { rows } = await sql<SalesSqlRow>`
    with p as (
      select p.game_instance_id, p.kind, p.status, p.amount_cents, p.created_at,
        to_char((p.created_at at time zone ${window.timeZone})::date, 'YYYY-MM-DD') as day,
        case when p.status = 'succeeded' then (select count(*) from instance_entries ie
          where ie.payment_id = p.id and ie.paid) else 0 end as n
      from payments p where ${paymentsInWindow(window)}
    )
    select grouping(i.id) = 0 as by_instance,
      case when grouping(i.id) = 0 then i.name else p.day end as key,
      case when grouping(i.id) = 0 then i.id::text end as instance_id,
      coalesce(sum(p.n), 0) as numbers_played,
      coalesce(sum(p.n) filter (where p.kind = 'purchase'), 0) as new_numbers,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded'), 0) as gross,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded' and p.kind <> 'renewal'), 0)
        as one_off,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded' and p.kind = 'renewal'), 0)
        as subscription,
      count(*) filter (where p.status = 'refunded') as refunds,
      coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0) as refunded,
      count(*) filter (where p.status = 'failed') as failed
    from p join game_instances i on i.id = p.game_instance_id
    group by grouping sets ((i.id, i.name), (p.day))
    order by min(p.created_at)`.execute(db);
  return {
    Period: window.period,
    ByInstance: rows.filter((row) => row.by_instance).map(toRow),
    ByDay: rows.filter((row) => !row.by_instance).map(toRow),
  };
}
