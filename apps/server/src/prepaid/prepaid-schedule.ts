import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nextInstanceTimes, type GameSchedule } from '../lifecycle/draw-schedule';

/** The game's schedule, as the lifecycle opens its instances. */
export async function loadSchedule(db: Executor, gameId: string): Promise<GameSchedule> {
  const { rows } = await sql<GameSchedule>`
    select draw_weekday, draw_time::text as draw_time, time_zone, sales_close_minutes_before_draw
    from games where id = ${gameId}`.execute(db);
  const schedule = rows[0];
  if (!schedule) throw new Error(`game ${gameId} vanished`);
  return schedule;
}

/**
 * Draw times of a prepayment's draws in order: a known instance's own time, otherwise the
 * schedule's next draw after the one before (the lifecycle opens the next instance after a
 * draw, at the schedule's next time).
 */
export function drawTimes(
  schedule: GameSchedule,
  draws: readonly { drawAt: Date | null }[],
): { drawAt: Date; estimated: boolean }[] {
  let last: Date | null = null;
  return draws.map((draw) => {
    const known = draw.drawAt;
    const drawAt = known ?? nextInstanceTimes(schedule, last ?? new Date()).drawAt;
    last = drawAt;
    return { drawAt, estimated: known === null };
  });
}
