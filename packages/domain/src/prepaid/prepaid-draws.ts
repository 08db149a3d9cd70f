import type { PrepaidDraw } from './prepaid-api';

/** The draw a prepayment pays through: its last draw not refunded, or null. */
export function paidThrough(draws: readonly PrepaidDraw[]): string | null {
  const paid = draws.filter((draw) => draw.Status !== 'Refunded');
  return paid.length > 0 ? (paid[paid.length - 1]?.DrawAt ?? null) : null;
}

/** What one draw of a prepayment costs: the charge split evenly (it is always a multiple). */
export function perDrawCents(totalCents: number, draws: number): number {
  const each = totalCents / draws;
  if (!Number.isSafeInteger(each) || each <= 0) throw new RangeError('uneven prepaid amount');
  return each;
}

/** Whether a game lets a player pay for this many draws at once. */
export const prepayAllowed = (draws: number, maxPrepaidDraws: number) =>
  Number.isInteger(draws) && draws >= 2 && draws <= maxPrepaidDraws;
