import { useTranslation } from 'react-i18next';

/** A moment (draw, payout) as a date and time in the reader's language. */
export function DateTime({ value, withTime = true }: { value: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value}>
      {new Date(value).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      })}
    </time>
  );
}
