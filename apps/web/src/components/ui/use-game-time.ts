import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import { useCurrentStatus } from '@/api/current-status';

/**
 * Formats moments in the game's time zone, named, in the app's language: a receipt, a draw
 * or its verification reads the same from Halifax or from Vancouver. The zone of the record
 * shown (a draw, an instance) comes first: the current instance may be missing, or loading.
 */
export function useGameTime(
  zone?: string | null,
): (iso: string, options?: { withTime?: boolean }) => string {
  const { i18n } = useTranslation();
  const current = useCurrentStatus().data?.CurrentGameInstance?.TimeZone;
  const timeZone = zone ?? current;
  return (iso, options = {}) => formatGameTime(iso, i18n.language, { timeZone, ...options });
}
