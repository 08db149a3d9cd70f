import { drawPaths } from '@charity/domain/draw-paths';
import type { DrawRow, DrawsReport } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
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
}

export async function drawsReport(db: Executor, window: ReportWindow): Promise<DrawsReport> {
  const filter = window.instanceId
    ? sql`d.game_instance_id = ${window.instanceId}`
    : within('d.drawn_at', window);
  const { rows } = await sql<DrawSqlRow>`
    select d.game_instance_id, d.instance_name, d.drawn_at, d.outcome, d.winning_number,
      d.winner_display_name, d.sales_cents, d.pot_total_cents, d.prize_cents, d.rollover_cents,
      d.charity_cents
    from draws d where d.organization_id = ${window.organizationId} and ${filter}
    order by d.drawn_at`.execute(db);
  return {
    Period: window.period,
    Draws: rows.map((row) => ({
      GameInstanceId: row.game_instance_id,
      GameInstanceName: row.instance_name,
      DrawnAt: new Date(row.drawn_at).toISOString(),
      Outcome: row.outcome,
      WinningNumber: row.winning_number,
      WinnerDisplayName: row.winner_display_name,
      Sales: toInt(row.sales_cents),
      PotTotal: toInt(row.pot_total_cents),
      Prize: toInt(row.prize_cents),
      Rollover: toInt(row.rollover_cents),
      CharityAmount: toInt(row.charity_cents),
      VerificationPath: drawPaths.verify(row.game_instance_id),
    })),
  };
}
