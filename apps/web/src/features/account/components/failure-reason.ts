import type { TFunction } from 'i18next';
import type { HistoryItem } from '@charity/domain/api/payment-history';

/** Called off (by the player, at sales close, by a self-exclusion), not refused by the bank. */
const CANCELLED = new Set(['payment_canceled', 'self_excluded', 'voided_at_close']);

/** What the badge of a payment that did not go through says: cancelled, not completed, failed. */
export function failedOutcome(
  code: string | null | undefined,
): 'Cancelled' | 'NotCompleted' | 'Failed' {
  if (code && CANCELLED.has(code)) return 'Cancelled';
  return code === 'authentication_required' ? 'NotCompleted' : 'Failed';
}

/** Why it did not go through, in words: the checkout's own sentences for the bank's codes. */
export function failureReason(t: TFunction, item: HistoryItem): string | null {
  const code = item.FailureCode;
  if (!code) return null;
  if (code === 'voided_at_close') return t('history.voidedAtClose');
  if (code === 'authentication_required') return t('history.bankCheckNotDone');
  const key = `numbers.checkout.declined.${code}`;
  const known = t(key);
  return known !== key ? known : t('numbers.checkout.declined.card_declined');
}
