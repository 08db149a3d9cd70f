import type { PotGrowth, SalesReport, SalesRow } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { instanceNameSql } from '../translations/instance-name';
import { potTotalOf } from '../live-pot/pot-ledger';
import { allPaymentsInWindow, NOT_PREPAID_CHARGE, toInt, type ReportWindow } from './report-window';
import { heldForFutureDraws, withRefundDays } from './money-days';
import { bundleSales } from './bundle-sales';

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
  pot_sales: unknown;
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
 * How the instance's pot grew. StartingPot is derived, not stored: the pot opened with the
 * provisioned pot or the carried GoldRush jackpot (provision-games.ts, open-instance.ts) and
 * then moved only by payments (payment-transition.ts): a success adds its amount, a refund
 * before the draw takes it back out, a refund after the draw leaves it in (the draw is final;
 * such a payment keeps its paid entries, which is how pot_sales finds it). So the pot now minus
 * the payments that stayed in it is what it opened with, however it was set, and the last
 * day's PotTotal is the instance's pot (the draw's PotTotal once drawn).
 */
async function potGrowth(
  db: Executor,
  instanceId: string,
  byDay: readonly SalesSqlRow[],
): Promise<PotGrowth> {
  const instance = await db
    .selectFrom('game_instances')
    .select(potTotalOf('id').as('pot_total_cents'))
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  const days = byDay
    .map((row) => ({ Day: row.key, Sales: toInt(row.pot_sales) }))
    .filter((day) => day.Sales > 0)
    .sort((a, b) => a.Day.localeCompare(b.Day));
  const sales = days.reduce((sum, day) => sum + day.Sales, 0);
  const startingPot = toInt(instance.pot_total_cents) - sales;
  let potTotal = startingPot;
  return {
    GameInstanceId: instanceId,
    StartingPot: startingPot,
    Days: days.map((day) => ({ ...day, PotTotal: (potTotal += day.Sales) })),
  };
}

/**
 * Two books over one pass of the period's payments (each payment is read once and counted in
 * one or both groupings, `g.by_instance`):
 * - by instance, the instance's books: gross sales are successful payments, refunded ones are
 *   listed apart, never netted silently; a prepaid draw is the draw payment of its instance
 *   (the charge is not counted again);
 * - by day, for a period of days, the money as it moved: what cards were charged that day
 *   (a prepaid charge whole, on the day it was taken, whatever became of it later; its draw
 *   payments move no money) and what went back that day (refund-lines.ts), whatever day the
 *   payment was. For one instance, the days follow the instance's books (its pot's growth).
 * Each successful or refunded payment's entries are counted through
 * instance_entries_paid_payment_idx, never by a scan (a refunded payment with entries was
 * refunded after the draw: see potGrowth).
 */
export async function salesReport(db: Executor, window: ReportWindow): Promise<SalesReport> {
  const cash = window.instanceId === null;
  const { rows } = await sql<SalesSqlRow>`
    with p as (
      select p.game_instance_id, p.kind, p.status, p.amount_cents, p.created_at,
        p.refunded_cents, ${NOT_PREPAID_CHARGE} as in_instance,
        case when ${sql.lit(cash)} then p.funded_by is null else ${NOT_PREPAID_CHARGE} end as in_day,
        -- The day's books count the charge whole: money taken is gross, refunded later or not.
        case when ${sql.lit(cash)} then p.status in ('succeeded', 'refunded') else p.status = 'succeeded'
          end as day_gross,
        -- Given back by staff before the draw: out of the pot already (staff-refunds.ts).
        case when p.refunded_cents > 0 then (select coalesce(sum(r.amount_cents), 0)
          from payment_refunds r where r.payment_id = p.id and not r.after_draw) else 0 end
          as pot_refunded,
        to_char((p.created_at at time zone ${window.timeZone})::date, 'YYYY-MM-DD') as day,
        case when p.status not in ('succeeded', 'refunded') then 0
          when p.prepaid_draws is null then (select count(*)
            from instance_entries ie where ie.payment_id = p.id and ie.paid)
          -- A prepaid charge's numbers played that day: its first draw's, entered with it.
          else (select count(*) from payments d join instance_entries ie on ie.payment_id = d.id
            where d.funded_by = p.id and d.game_instance_id = p.game_instance_id and ie.paid)
          end as n
      from payments p where ${allPaymentsInWindow(window)}
    ),
    b as (
      select g.by_instance, p.*,
        case when g.by_instance then p.status = 'succeeded' else p.day_gross end as gross_ok
      from p cross join (values (true), (false)) g(by_instance)
      where case when g.by_instance then p.in_instance else p.in_day end
    )
    select p.by_instance,
      case when p.by_instance then min(${instanceNameSql(window.locale, 'i.id', 'i.name')}) else min(p.day) end as key,
      case when p.by_instance then min(i.id::text) end as instance_id,
      coalesce(sum(p.n) filter (where p.gross_ok), 0) as numbers_played,
      coalesce(sum(p.n) filter (where p.gross_ok and p.kind = 'purchase'), 0) as new_numbers,
      coalesce(sum(p.amount_cents) filter (where p.gross_ok), 0) as gross,
      coalesce(sum(p.amount_cents) filter (where p.gross_ok and p.kind <> 'renewal'), 0)
        as one_off,
      coalesce(sum(p.amount_cents) filter (where p.gross_ok and p.kind = 'renewal'), 0)
        as subscription,
      count(*) filter (where p.status = 'refunded' or p.refunded_cents > 0) as refunds,
      coalesce(sum(case when p.status = 'refunded' then p.amount_cents else p.refunded_cents end)
        filter (where p.status = 'refunded' or p.refunded_cents > 0), 0) as refunded,
      count(*) filter (where p.status = 'failed') as failed,
      coalesce(sum(p.amount_cents - p.pot_refunded)
        filter (where p.status = 'succeeded' or p.n > 0), 0) as pot_sales
    from b p join game_instances i on i.id = p.game_instance_id
    group by p.by_instance, case when p.by_instance then i.id end,
      case when p.by_instance then null else p.day end
    order by min(p.created_at)`.execute(db);
  const byDay = rows.filter((row) => !row.by_instance);
  return {
    Period: window.period,
    ByInstance: rows.filter((row) => row.by_instance).map(toRow),
    ByDay: cash ? await withRefundDays(db, window, byDay.map(toRow)) : byDay.map(toRow),
    Bundles: await bundleSales(db, window),
    PotGrowth: window.instanceId ? await potGrowth(db, window.instanceId, byDay) : null,
    HeldForFutureDraws: await heldForFutureDraws(db, window),
  };
}
