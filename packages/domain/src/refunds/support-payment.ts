import { voidAmount } from './void-amount';
import type { HistoryItem } from '../api/payment-history';

/** How a payment reads in player support, once voids and refunds are counted. */
export type SupportPaymentStatus =
  HistoryItem['Status'] | 'Voided' | 'PartlyVoided' | 'PartlyRefunded';

const byNumber = (a: number, b: number) => a - b;

/** The numbers staff voided out of the payment's draw, in order. */
export function voidedNumbers(item: HistoryItem): number[] {
  const voided = (item.Refunds ?? [])
    .filter((line) => line.Kind === 'void')
    .flatMap((line) => line.TicketNumbers);
  return [...new Set(voided)].sort(byNumber);
}

/**
 * Every number the payment bought. The history lists the entries still in the draw (or the
 * receipt's numbers once none is left), so the voided ones are added back.
 */
export function boughtNumbers(item: HistoryItem): number[] {
  return [...new Set([...item.TicketNumbers, ...voidedNumbers(item)])].sort(byNumber);
}

/** The payment's numbers that are still in its draw (what a void can still take out). */
export function numbersInDraw(item: HistoryItem): number[] {
  const voided = new Set(voidedNumbers(item));
  return item.TicketNumbers.filter((n) => !voided.has(n)).sort(byNumber);
}

/** What is left to give back, in cents. */
export function leftToRefund(item: HistoryItem): number {
  if (item.Status !== 'Succeeded') return 0;
  return Math.max(0, item.Amount - (item.RefundedAmount ?? 0));
}

/** Paid, partly or wholly voided, partly or wholly refunded: never "Paid" once money went back. */
export function supportStatus(item: HistoryItem): SupportPaymentStatus {
  if (item.Status !== 'Succeeded' && item.Status !== 'Refunded') return item.Status;
  const bought = boughtNumbers(item);
  const voided = voidedNumbers(item).length;
  if (bought.length > 0 && voided >= bought.length) return 'Voided';
  if (item.Status === 'Refunded' || leftToRefund(item) === 0) return 'Refunded';
  if (voided > 0) return 'PartlyVoided';
  return (item.RefundedAmount ?? 0) > 0 ? 'PartlyRefunded' : 'Succeeded';
}

/**
 * What voiding `count` of the numbers still in the draw gives back: the server's own rule
 * (void-amount.ts) on what the payment's answer carries.
 */
export function voidAmountOf(item: HistoryItem, count: number): number {
  const payment = {
    amountCents: item.Status === 'Succeeded' ? item.Amount : 0,
    refundedCents: item.RefundedAmount ?? 0,
    bundleNumbers: item.BundleNumbers ?? null,
    ticketPriceCents: item.TicketPrice,
    prepaidDraws: item.PaidDraws?.length ?? null,
  };
  return voidAmount(payment, count, numbersInDraw(item).length);
}
