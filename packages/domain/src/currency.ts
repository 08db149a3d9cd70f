/**
 * Spec §9: amounts are cents, shown divided by 100 with two decimals and a `$` prefix;
 * null or anything non-numeric shows `$0.00`.
 */
export function formatCents(cents: unknown): string {
  const value = typeof cents === 'string' && cents.trim() !== '' ? Number(cents) : cents;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '$0.00';
  const sign = value < 0 ? '-' : '';
  const dollars = (Math.abs(value) / 100).toFixed(2);
  const [whole = '0', fraction = '00'] = dollars.split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
