import type { Winner } from '@charity/domain/api/winner-circle';
import type { Executor } from '../db/executor';

/** Why each redrawn result was replaced: reason by (draw id, sequence it replaced). */
async function replacements(db: Executor, organizationId: string) {
  const rows = await db
    .selectFrom('redraws')
    .select(['draw_id', 'sequence', 'reason'])
    .where('organization_id', '=', organizationId)
    .execute();
  const byKey = new Map<string, string>();
  // Redraw n replaced the result of step n-1 (0: the draw itself).
  for (const row of rows) byKey.set(`${row.draw_id}:${row.sequence - 1}`, row.reason);
  return (drawId: string, step: number) => byKey.get(`${drawId}:${step}`) ?? null;
}

/**
 * The year's extra-draw and redraw winners of an organization, each with its prize name and
 * redraw reasons; `annotate` adds to the main draws why they were redrawn, if they were.
 */
export async function findExtraWinners(db: Executor, organizationId: string, year: number) {
  const replacedBy = await replacements(db, organizationId);
  const extras = await db
    .selectFrom('extra_draws as x')
    .innerJoin('game_instances as i', 'i.id', 'x.game_instance_id')
    .select(['x.id', 'x.name', 'i.id as instance_id', 'i.name as instance_name'])
    .select(['x.drawn_at', 'x.winning_number', 'x.prize_cents', 'x.winner_display_name'])
    .where('x.organization_id', '=', organizationId)
    .where('x.status', '=', 'Drawn')
    .where('x.draw_year', '=', year)
    .where('x.winning_number', 'is not', null)
    .execute();
  const redraws = await db
    .selectFrom('redraws as r')
    .innerJoin('game_instances as i', 'i.id', 'r.game_instance_id')
    .leftJoin('extra_draws as x', 'x.id', 'r.draw_id')
    .select(['r.id', 'r.draw_id', 'r.sequence', 'r.reason', 'x.name as extra_name'])
    .select(['i.id as instance_id', 'i.name as instance_name', 'r.drawn_at', 'r.winning_number'])
    .select(['r.prize_cents', 'r.winner_display_name'])
    .where('r.organization_id', '=', organizationId)
    .where('r.status', '=', 'Drawn')
    .where('r.draw_year', '=', year)
    .execute();
  const winners: Winner[] = [
    ...extras.map((row) => ({
      GameInstanceId: row.instance_id,
      GameInstanceName: row.instance_name,
      DrawnOn: new Date(row.drawn_at ?? 0).toISOString(),
      WinningNumber: row.winning_number ?? 0,
      Prize: Number(row.prize_cents ?? 0),
      DisplayName: row.winner_display_name,
      Rollover: 0,
      DrawId: row.id,
      PrizeName: row.name,
      RedrawnBecause: replacedBy(row.id, 0),
      RedrawReason: null,
    })),
    ...redraws.map((row) => ({
      GameInstanceId: row.instance_id,
      GameInstanceName: row.instance_name,
      DrawnOn: new Date(row.drawn_at ?? 0).toISOString(),
      WinningNumber: row.winning_number ?? 0,
      Prize: row.winning_number === null ? 0 : Number(row.prize_cents),
      DisplayName: row.winner_display_name,
      Rollover: 0,
      DrawId: row.id,
      PrizeName: row.extra_name,
      RedrawnBecause: replacedBy(row.draw_id, row.sequence),
      RedrawReason: row.reason,
    })),
  ];
  const annotate = (winner: Winner): Winner => ({
    ...winner,
    DrawId: winner.GameInstanceId,
    PrizeName: null,
    RedrawnBecause: replacedBy(winner.GameInstanceId, 0),
    RedrawReason: null,
  });
  return { winners, annotate };
}
