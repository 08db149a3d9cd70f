import type { CharitiesReport } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { paymentsInWindow, toInt, within, type ReportWindow } from './report-window';

interface CharitySqlRow {
  charity_id: string | null;
  charity_name: string | null;
  players: unknown;
  sales: unknown;
}

/**
 * Players by their current pledge; each sale of the period credited to the charity its payer
 * pledged when paying (the payment's own charity, migration 0025), so a change of pledge
 * moves none of the past sales. Without a pledge, players and sales share the row without a
 * charity.
 */
export async function charitiesReport(
  db: Executor,
  window: ReportWindow,
): Promise<CharitiesReport> {
  const { rows } = await sql<CharitySqlRow>`
    with credited as (
      select a.charity_id, 1 as players, 0 as sales from accounts a
      where a.organization_id = ${window.organizationId} and not a.is_admin
      union all
      select p.charity_id, 0, p.amount_cents from payments p
      join accounts a on a.id = p.player_id and not a.is_admin
      where ${paymentsInWindow(window)} and p.status = 'succeeded'
    )
    select c.id as charity_id, c.name as charity_name, sum(r.players) as players,
      sum(r.sales) as sales
    from credited r left join charities c on c.id = r.charity_id
    group by c.id, c.name order by c.name nulls last`.execute(db);
  const drawFilter = window.instanceId
    ? sql`d.game_instance_id = ${window.instanceId}`
    : within('d.drawn_at', window);
  const { rows: share } = await sql<{ total: unknown }>`
    select coalesce(sum(d.charity_cents), 0) as total from draws d
    where d.organization_id = ${window.organizationId} and ${drawFilter}`.execute(db);
  return {
    Period: window.period,
    Charities: rows.map((row) => ({
      CharityId: row.charity_id,
      CharityName: row.charity_name,
      Players: toInt(row.players),
      Sales: toInt(row.sales),
    })),
    CharityAmount: toInt(share[0]?.total),
  };
}
