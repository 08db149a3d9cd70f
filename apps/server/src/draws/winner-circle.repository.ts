import type { Winner } from '@charity/domain/api/winner-circle';
import type { Executor } from '../db/executor';
import { findExtraWinners } from './extra-winners.repository';

/**
 * The year's draws of an organization (extra draws and redraws too), newest first: one range of the
 * (organization_id, draw_year, drawn_at) index. A 50/50 draw without entries has no
 * winning number and is left out.
 */
export async function findWinners(
  db: Executor,
  organizationId: string,
  year: number,
): Promise<Winner[]> {
  const rows = await db
    .selectFrom('draws')
    .select([
      'game_instance_id',
      'instance_name',
      'drawn_at',
      'winning_number',
      'prize_cents',
      'winner_display_name',
      'rollover_cents',
    ])
    .where('organization_id', '=', organizationId)
    .where('draw_year', '=', year)
    .where('winning_number', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .execute();
  const extra = await findExtraWinners(db, organizationId, year);
  const main = rows.map((row) => ({
    GameInstanceId: row.game_instance_id,
    GameInstanceName: row.instance_name,
    DrawnOn: row.drawn_at.toISOString(),
    WinningNumber: row.winning_number ?? 0,
    Prize: Number(row.prize_cents),
    DisplayName: row.winner_display_name,
    Rollover: Number(row.rollover_cents),
  }));
  // Extra draws and redraws (issue 16) among the main draws, newest first.
  return [...main.map(extra.annotate), ...extra.winners].sort((a, b) =>
    b.DrawnOn.localeCompare(a.DrawnOn),
  );
}
