export interface GameTimeOptions {
  /** The game's IANA zone (e.g. America/Halifax); the reader's zone when unknown. */
  timeZone?: string | undefined;
  /** Date only (a draw day) or date and time (a moment). */
  withTime?: boolean;
}

const NO_BREAK = '\u00a0';

function locale(language: string): string {
  return language.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one (a receipt e-mail formats several). */
function formatter(language: string, timeZone: string | undefined, time: boolean) {
  const key = `${locale(language)}|${timeZone ?? ''}|${time}`;
  let made = formatters.get(key);
  if (!made) {
    const zone = timeZone ? { timeZone } : {};
    made = new Intl.DateTimeFormat(
      locale(language),
      time
        ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...zone }
        : { year: 'numeric', month: 'short', day: 'numeric', ...zone },
    );
    formatters.set(key, made);
  }
  return made;
}

/**
 * A moment as a person reads it: in the game's time zone, named ("Nov 22, 2026, 2:46 PM
 * AST"; "22 nov. 2026, 14 h 46 HNA"), so a draw at 20:00 in Halifax reads so from anywhere.
 * The time and its zone are joined by no-break spaces: they never wrap over several lines.
 */
export function formatGameTime(
  iso: string | Date,
  language: string,
  options: GameTimeOptions = {},
): string {
  const moment = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(moment.getTime())) return '';
  const date = formatter(language, options.timeZone, false).format(moment);
  if (options.withTime === false) return date;
  const time = formatter(language, options.timeZone, true).format(moment);
  return `${date}, ${time.replace(/\s/g, NO_BREAK)}`;
}
