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

/** Players by their current pledge; sales of the period attributed to the pledge of the payer. */
export async function charitiesReport(
  db: Executor,
  window: ReportWindow,
): Promise<CharitiesReport> {
  const { rows } = await sql<CharitySqlRow>`
    with s as (
      select p.player_id, sum(p.amount_cents) as total from payments p
      where ${paymentsInWindow(window)} and p.status = 'succeeded' group by p.player_id
    )
    select c.id as charity_id, c.name as charity_name, count(a.id) as players,
      coalesce(sum(s.total), 0) as sales
    from accounts a
    left join charities c on c.id = a.charity_id
    left join s on s.player_id = a.id
    where a.organization_id = ${window.organizationId} and not a.is_admin
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
