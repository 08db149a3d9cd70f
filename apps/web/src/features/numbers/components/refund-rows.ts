import type { RefundLine } from '@charity/domain/payments/refund-lines';
import { formatMoney } from '@/lib/i18n/format';
import { listNumbers } from './ticket-numbers';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What one refund was, in words: void of which numbers, prepaid draws given back, ... */
function refundWhat(line: RefundLine, t: Translate, language: string): string {
  const numbers = listNumbers(line.TicketNumbers, language);
  switch (line.Kind) {
    case 'void':
    case 'cancellation':
      return t(`numbers.refunds.kind.${line.Kind}`, {
        count: line.TicketNumbers.length,
        numbers,
      });
    case 'prepaid':
    case 'self-exclusion':
      return t(`numbers.refunds.kind.${line.Kind}`, { count: line.Draws ?? 0 });
    default:
      return t(`numbers.refunds.kind.${line.Kind}`);
  }
}

/** Each refund of a payment as a labelled row (history and receipt): its date, amount and what. */
export function refundRows(
  lines: readonly RefundLine[],
  when: (iso: string) => string,
  t: Translate,
  language: string,
): Array<[string, string]> {
  return lines.map((line) => [
    t('numbers.refunds.on', { date: when(line.RefundedOn) }),
    `${formatMoney(line.Amount)} · ${refundWhat(line, t, language)}`,
  ]);
}
