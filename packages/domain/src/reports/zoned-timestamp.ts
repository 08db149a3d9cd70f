const parts = (at: Date, timeZone: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );

/**
 * An instant as ISO 8601 on the zone's clock, with the zone's offset at that instant
 * (`2026-11-28T21:14:58-04:00`): what a CSV says when its page says "times in <zone>".
 */
export function zonedTimestamp(iso: string, timeZone: string): string {
  const p = parts(new Date(iso), timeZone);
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(String(p.timeZoneName))?.[1] ?? 'Z';
  const clock = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  return `${clock}${offset === '+00:00' ? 'Z' : offset}`;
}

/** The calendar day (YYYY-MM-DD) of an instant on the zone's clock: "today" where a game is. */
export const zonedDay = (iso: string, timeZone: string): string =>
  zonedTimestamp(iso, timeZone).slice(0, 10);
