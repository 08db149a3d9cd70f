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

/** A moment in the game's time zone, named, in the reader's language. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** A day in the game's time zone (winners' draw dates). */
export function formatDayInZone(iso: string, timeZone: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
}
