import type { SalesReport, SalesRow } from '@charity/domain/reports/report-api';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';

interface SalesSqlRow {
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

async function salesBy(
  db: Executor,
  window: ReportWindow,
  key: RawBuilder<unknown>,
  instanceId: RawBuilder<unknown>,
): Promise<SalesRow[]> {
  // Entries are counted per payment first, through instance_entries_payment_idx.
  const { rows } = await sql<SalesSqlRow>`
    with p as (
      select p.id, p.game_instance_id, p.kind, p.status, p.amount_cents, p.created_at
      from payments p where ${paymentsInWindow(window)}
    ), e as (
      select ie.payment_id, count(*) as n from instance_entries ie
      where ie.paid and ie.payment_id in (select id from p) group by ie.payment_id
    )
    select ${key} as key, ${instanceId} as instance_id,
      coalesce(sum(e.n) filter (where p.status = 'succeeded'), 0) as numbers_played,
      coalesce(sum(e.n) filter (where p.status = 'succeeded' and p.kind = 'purchase'), 0)
        as new_numbers,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded'), 0) as gross,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded' and p.kind <> 'renewal'), 0)
        as one_off,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded' and p.kind = 'renewal'), 0)
        as subscription,
      count(*) filter (where p.status = 'refunded') as refunds,
      coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0) as refunded,
      count(*) filter (where p.status = 'failed') as failed
    from p join game_instances i on i.id = p.game_instance_id
    left join e on e.payment_id = p.id
    group by 1, 2 order by min(p.created_at)`.execute(db);
  return rows.map((row) => ({
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
  }));
}

/** Gross sales are successful payments; refunded ones are listed apart, never netted silently. */
export async function salesReport(db: Executor, window: ReportWindow): Promise<SalesReport> {
  const day = sql`to_char((p.created_at at time zone ${window.timeZone})::date, 'YYYY-MM-DD')`;
  return {
    Period: window.period,
    ByInstance: await salesBy(db, window, sql`i.name`, sql`i.id::text`),
    ByDay: await salesBy(db, window, day, sql`null::text`),
  };
}
