import { formatCents } from './currency';

const french = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/**
 * Cents as a reader of `language` writes money: English keeps the spec's `$0.00` (§9),
 * Canadian French writes `18,00 $` (Intl's fr-CA, with no-break spaces so that an amount
 * never wraps). Null or non-numeric is zero in both.
 */
export function formatMoney(cents: unknown, language: string): string {
  if (!language.toLowerCase().startsWith('fr')) return formatCents(cents);
  const value = typeof cents === 'string' && cents.trim() !== '' ? Number(cents) : cents;
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return french.format(amount / 100);
}
