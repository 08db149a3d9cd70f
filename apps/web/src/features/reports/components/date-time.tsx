import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';

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
    <time dateTime={value}>{formatGameTime(value, i18n.language, { timeZone, withTime })}</time>
  );
}
