import { drawPaths } from '@charity/domain/draw-paths';
import type { ExtraWinnerRow } from '@charity/domain/reports/extra-winner-rows';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { instanceNameSql } from '../translations/instance-name';
import { localized } from '../translations/localized-sql';
import { within, type ReportWindow } from './report-window';

interface Row {
  id: string;
  kind: ExtraWinnerRow['Kind'];
  instance_name: string;
  prize_name: string | null;
  reason: string | null;
  drawn_at: Date;
  winning_number: number | null;
  winner_display_name: string | null;
  prize_cents: unknown;
  game_instance_id: string;
  carried_out: unknown;
}

/** The window's drawn extra draws and redraws (issue 16), oldest first. */
export async function extraWinnersReport(
  db: Executor,
  window: ReportWindow,
): Promise<ExtraWinnerRow[]> {
  const extraFilter = window.instanceId
    ? sql`x.game_instance_id = ${window.instanceId}`
    : within('x.drawn_at', window);
  const redrawFilter = window.instanceId
    ? sql`r.game_instance_id = ${window.instanceId}`
    : within('r.drawn_at', window);
  const { rows } = await sql<Row>`
    select x.id, 'Extra' as kind,
      ${instanceNameSql(window.locale, 'i.id', 'i.name')} as instance_name,
      ${localized(window.locale, 'x', 'name')} as prize_name,
      null as reason, x.drawn_at, x.winning_number, x.winner_display_name,
      case when x.winning_number is null then 0 else x.prize_cents end as prize_cents,
      x.game_instance_id, (select coalesce(sum(c.amount_cents), 0) from pot_carry_ins c
        where c.source_draw_id = x.id) as carried_out
    from extra_draws x join game_instances i on i.id = x.game_instance_id
    where x.organization_id = ${window.organizationId} and x.status = 'Drawn' and ${extraFilter}
    union all
    select r.id, 'Redraw', ${instanceNameSql(window.locale, 'i.id', 'i.name')},
      ${localized(window.locale, 'e', 'name')}, r.reason, r.drawn_at, r.winning_number,
      r.winner_display_name, case when r.winning_number is null then 0 else r.prize_cents end,
      r.game_instance_id, 0
    from redraws r join game_instances i on i.id = r.game_instance_id
    left join extra_draws e on e.id = r.draw_id
    where r.organization_id = ${window.organizationId} and r.status = 'Drawn' and ${redrawFilter}
    order by drawn_at`.execute(db);
  return rows.map((row) => ({
    DrawId: row.id,
    GameInstanceName: row.instance_name,
    Kind: row.kind,
    PrizeName: row.prize_name,
    RedrawReason: row.reason,
    DrawnAt: new Date(row.drawn_at).toISOString(),
    WinningNumber: row.winning_number,
    WinnerDisplayName: row.winner_display_name,
    Prize: Number(row.prize_cents ?? 0),
    VerificationPath: drawPaths.verify(row.id),
    GameInstanceId: row.game_instance_id,
    CarriedOut: Number(row.carried_out ?? 0),
  }));
}
