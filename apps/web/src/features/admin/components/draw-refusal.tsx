import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import { formatGameTime } from '@charity/domain/game-time-format';

export interface DrawRefusalProps {
  /** The server's Code: a DrawRefusalCode, Forbidden, NotFound, or anything else. */
  code: string;
  /** The server's own words, shown as they are. */
  message?: string | null;
  pendingPayments?: number;
  /** When it clears: payments answered by then, or (SalesStillOpen) when sales close. */
  clearsBy?: string | null;
  timeZone?: string | null;
  /** The draw now open after an AlreadyDrawn refusal, which the page offers instead. */
  next?: string | null;
}

const KNOWN = new Set(['Forbidden', 'NotFound']);

/** Why the draw cannot run: the reason, what staff can do, and when it clears. */
export function DrawRefusal({
  code,
  message,
  pendingPayments,
  clearsBy,
  timeZone,
  next,
}: DrawRefusalProps) {
  const { t, i18n } = useTranslation();
  const key = isDrawRefusalCode(code) || KNOWN.has(code) ? code : 'Other';
  // In the game's zone, named, like every time staff read (never the browser's zone).
  const time = clearsBy
    ? formatGameTime(clearsBy, i18n.language, { timeZone: timeZone ?? undefined })
    : null;
  return (
    <Alert
      color={key === 'AlreadyDrawn' ? 'blue' : 'yellow'}
      role="alert"
      title={t(`adminDraw.refusal.${key}.title`)}
      data-code={code}
    >
      {message && <Text size="sm">{message}</Text>}
      <Text size="sm">
        {next
          ? t('adminDraw.refusal.nextOpen', { name: next })
          : t(`adminDraw.refusal.${key}.action`, { count: pendingPayments ?? 0 })}
      </Text>
      {time && (
        <Text size="sm">
          {t(
            key === 'SalesStillOpen'
              ? 'adminDraw.refusal.salesCloseAt'
              : 'adminDraw.refusal.clearsBy',
            {
              time,
            },
          )}
        </Text>
      )}
    </Alert>
  );
}
