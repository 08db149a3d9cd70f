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

/** The draw times of the game's instances scheduled and not opened yet, in opening order. */
export async function loadUpcoming(db: Executor, gameId: string): Promise<Date[]> {
  const rows = await db
    .selectFrom('game_instances')
    .select('draw_at')
    .where('game_id', '=', gameId)
    .where('status', '=', 'Scheduled')
    .orderBy('sequence')
    .execute();
  return rows.map((row) => new Date(row.draw_at));
}

/**
 * Draw times of a prepayment's draws in order: a known instance's own time; otherwise the
 * next instance scheduled (not cancelled) after the draw before, as instances open in
 * sequence; past those, the schedule's next draw after the one before (the lifecycle opens
 * the next instance after a draw, at the schedule's next time).
 */
export function drawTimes(
  schedule: GameSchedule,
  draws: readonly { drawAt: Date | null; refunded?: boolean }[],
  upcoming: readonly Date[] = [],
): { drawAt: Date; estimated: boolean }[] {
  let last: Date | null = null;
  let next = 0;
  return draws.map((draw) => {
    const known = draw.drawAt;
    while (known === null && last && upcoming[next] && upcoming[next]! <= last) next++;
    const estimate = () => upcoming[next] ?? nextInstanceTimes(schedule, last ?? new Date()).drawAt;
    // A refunded draw holds no instance: shown where it would have been, taking no slot.
    if (known === null && draw.refunded) return { drawAt: estimate(), estimated: true };
    const drawAt: Date = known ?? estimate();
    if (known === null && upcoming[next]) next++;
    last = drawAt;
    return { drawAt, estimated: known === null };
  });
}
