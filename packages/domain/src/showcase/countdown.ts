import type { ShowcaseTexts } from './showcase-texts';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `target`, never negative. */
export function countdown(target: Date, now: Date): Countdown {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** `2 d 03 h 07 min 09 s`; the days are left out on the last day. */
export function formatCountdown(left: Countdown, units: ShowcaseTexts['units']): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const parts = [
    `${two(left.hours)} ${units.hour}`,
    `${two(left.minutes)} ${units.minute}`,
    `${two(left.seconds)} ${units.second}`,
  ];
  return (left.days > 0 ? [`${left.days} ${units.day}`, ...parts] : parts).join(' ');
}

/**
 * Intl formatters, kept by locale, zone and kind: each `toLocaleString` with options builds a
 * new one, and building one costs milliseconds on a phone, on every second's render of the
 * countdown (issue 28: what runs on the main thread at start).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: 'moment' | 'day',
  language: string,
  timeZone: string,
): Intl.DateTimeFormat {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const key = `${kind} ${locale} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      kind === 'moment'
        ? {
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
            timeZoneName: 'short',
          }
        : { year: 'numeric', month: 'short', day: 'numeric', timeZone },
    );
    formatters.set(key, made);
  }
  return made;
}

/** As `toLocaleString`: an unreadable date is "Invalid Date" (a formatter would throw). */
function format(made: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(date) : made.format(date);
}

/** A moment in the game's time zone, named, in the reader's language. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return format(formatter('moment', language, timeZone), iso);
}

/** A day in the game's time zone (winners' draw dates). */
export function formatDayInZone(iso: string, timeZone: string, language: string): string {
  return format(formatter('day', language, timeZone), iso);
}
