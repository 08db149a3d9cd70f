import { useTranslation } from 'react-i18next';

interface DateTimeProps {
  value: string;
  /** The game's zone, named on screen, so that a report reads alike wherever it is opened. */
  timeZone?: string;
  withTime?: boolean;
}

/** A moment (draw, payout) as a date and time in the reader's language. */
export function DateTime({ value, timeZone, withTime = true }: DateTimeProps) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value}>
      {new Date(value).toLocaleString(i18n.language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
        ...(timeZone ? { timeZone } : {}),
      })}
    </time>
  );
}
