import { formatMoney as formatMoneyIn } from '@charity/domain/money-format';
import { i18n } from './i18n';

/** Cents in the app's current language: `$18.00` in English, `18,00 $` in French. */
export function formatMoney(cents: unknown): string {
  return formatMoneyIn(cents, i18n.language);
}
