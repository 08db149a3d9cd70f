import { parseWallTime } from '@charity/domain/setup/instance-setup';
import { wallClock, zonedInstant } from '../lifecycle/zoned-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the game's clock shows it, to the minute: `2026-11-27T20:00`. */
export function toWallTime(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The instant the game's clock shows this time, or null when its clock skips it (DST). */
export function fromWallTime(value: string, timeZone: string): Date | null {
  const wall = parseWallTime(value);
  if (!wall) return null;
  const instant = zonedInstant(wall, timeZone);
  return toWallTime(instant, timeZone) === value ? instant : null;
}
