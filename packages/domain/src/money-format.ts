import { formatCents } from './currency';

// Made on first use: building an Intl formatter loads the locale's data, about 14 ms on a
// laptop at module load (four times that on Lighthouse's phone), for a page that may show no
// French amount at all (issue 28: what runs on the main thread at start).
let french: Intl.NumberFormat | undefined;

/**
 * Cents as a reader of `language` writes money: English keeps the spec's `$0.00` (§9),
 * Canadian French writes `18,00 $` (Intl's fr-CA, with no-break spaces so that an amount
 * never wraps). Null or non-numeric is zero in both.
 */
export function formatMoney(cents: unknown, language: string): string {
  if (!language.toLowerCase().startsWith('fr')) return formatCents(cents);
  const value = typeof cents === 'string' && cents.trim() !== '' ? Number(cents) : cents;
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  french ??= new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
  return french.format(amount / 100);
}

const compact = new Map<'en' | 'fr', Intl.NumberFormat>();

/**
 * Whole dollars, compact, for a chart's axis on a phone: `$12K` in English, `12 k $` in French
 * (the dollar sign where the reader puts it, as in `formatMoney`).
 */
export function formatMoneyCompact(cents: number, language: string): string {
  const reader = language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  let format = compact.get(reader);
  if (!format) {
    format = new Intl.NumberFormat(`${reader}-CA`, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compact.set(reader, format);
  }
  return format.format(cents / 100);
}
