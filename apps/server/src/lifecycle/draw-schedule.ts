import { wallClock, zonedInstant } from './zoned-time';

export interface GameSchedule {
  /** 0 = Sunday .. 6 = Saturday, in the game's time zone; null: no weekly schedule. */
  draw_weekday: number | null;
  /** HH:MM or HH:MM:SS local time. */
  draw_time: string | null;
  time_zone: string;
  sales_close_minutes_before_draw: number;
}

export interface InstanceTimes {
  salesCloseAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The next draw of a game after `now` whose sales close is still ahead: the game's weekday and
 * time in its time zone, or one week after `now` for a game without a weekly schedule.
 */
export function nextInstanceTimes(game: GameSchedule, now: Date): InstanceTimes {
  const closeMs = game.sales_close_minutes_before_draw * MINUTE_MS;
  const times = (drawAt: Date) => ({ drawAt, salesCloseAt: new Date(drawAt.getTime() - closeMs) });
  if (game.draw_weekday === null || game.draw_time === null) {
    return times(new Date(now.getTime() + 7 * DAY_MS));
  }
  const [hour = 0, minute = 0] = game.draw_time.split(':').map(Number);
  const today = wallClock(now, game.time_zone);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  for (let days = 0; days < 7 * 60; days++) {
    const date = new Date(todayUtc + days * DAY_MS);
    if (date.getUTCDay() !== game.draw_weekday) continue;
    const drawAt = zonedInstant(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour,
        minute,
      },
      game.time_zone,
    );
    if (drawAt.getTime() - closeMs > now.getTime()) return times(drawAt);
  }
  throw new Error('No draw time found within sixty weeks: is sales close longer than that?');
}
