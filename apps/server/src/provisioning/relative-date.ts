import { nextInstanceTimes, type InstanceTimes } from '../lifecycle/draw-schedule';

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** Resolves a provisioning date: `now`, `now+7d-1h` (relative to `now`), or an ISO date. */
export function resolveDate(spec: string, now: Date): Date {
  if (!spec.startsWith('now')) return new Date(spec);
  let time = now.getTime();
  for (const [, sign, amount, unit] of spec.matchAll(/([+-])(\d+)([dhm])/g)) {
    const offset = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    time += sign === '-' ? -offset : offset;
  }
  return new Date(time);
}

interface ScheduleSpec {
  drawWeekday: number | null;
  drawTime: string | null;
  timeZone: string;
  salesCloseMinutesBeforeDraw: number;
}

/**
 * An instance's sales close and draw: `schedule[+N…]` takes the game's next scheduled draw
 * (its weekday and time in its time zone) after `now[+N…]`, so a demo started any day draws
 * when its rules say; other specs resolve as dates.
 */
export function resolveInstanceTimes(
  spec: { salesCloseAt: string; drawAt: string },
  schedule: ScheduleSpec,
  now: Date,
): InstanceTimes {
  const scheduled = (value: string) =>
    nextInstanceTimes(
      {
        draw_weekday: schedule.drawWeekday,
        draw_time: schedule.drawTime,
        time_zone: schedule.timeZone,
        sales_close_minutes_before_draw: schedule.salesCloseMinutesBeforeDraw,
      },
      resolveDate(value.replace(/^schedule/, 'now'), now),
    );
  const draw = spec.drawAt.startsWith('schedule') ? scheduled(spec.drawAt) : null;
  return {
    drawAt: draw?.drawAt ?? resolveDate(spec.drawAt, now),
    salesCloseAt: spec.salesCloseAt.startsWith('schedule')
      ? scheduled(spec.salesCloseAt).salesCloseAt
      : resolveDate(spec.salesCloseAt, now),
  };
}
