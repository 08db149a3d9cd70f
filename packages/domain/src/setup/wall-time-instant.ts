/** Minutes a zone's clock is ahead of UTC at an instant (`GMT-04:00` is -240). */
function offsetMinutes(at: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const sign = /([+-])(\d{2}):(\d{2})/.exec(name);
  return sign ? (sign[1] === '-' ? -1 : 1) * (Number(sign[2]) * 60 + Number(sign[3])) : 0;
}

/**
 * The instant at which a game's clock shows this datetime-local value (`2026-11-27T20:00`), as
 * an ISO string (the server refuses a time the zone skips); null when it is not such a value.
 * On its own, with no import, so the console's draw screen does not share a chunk for it.
 */
export function instantOfWallTime(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, timeZone) * 60_000).toISOString();
}
