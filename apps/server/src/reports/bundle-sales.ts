import type { BundleSalesRow } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { instanceNameSql } from '../translations/instance-name';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';

/** Successful bundle payments of the period, per instance and bundle (size and price paid). */
export async function bundleSales(db: Executor, window: ReportWindow): Promise<BundleSalesRow[]> {
  const { rows } = await sql<{
    instance_id: string;
    instance_name: string;
    numbers: number;
    price: unknown;
    orders: unknown;
    amount: unknown;
  }>`
    select i.id as instance_id,
      ${instanceNameSql(window.locale, 'i.id', 'i.name')} as instance_name, p.bundle_numbers as numbers,
      p.amount_cents as price, count(*) as orders, sum(p.amount_cents) as amount
    from payments p join game_instances i on i.id = p.game_instance_id
    where ${paymentsInWindow(window)} and p.status = 'succeeded'
      and p.bundle_numbers is not null
    group by i.id, i.name, p.bundle_numbers, p.amount_cents
    order by min(p.created_at), p.bundle_numbers`.execute(db);
  return rows.map((row) => ({
    GameInstanceId: row.instance_id,
    GameInstanceName: row.instance_name,
    Numbers: row.numbers,
    Price: toInt(row.price),
    Orders: toInt(row.orders),
    Amount: toInt(row.amount),
  }));
}
