import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../api/payment-history';
import {
  boughtNumbers,
  leftToRefund,
  numbersInDraw,
  supportStatus,
  voidAmountOf,
} from './support-payment';

const paid: HistoryItem = {
  PaymentId: 'p',
  Kind: 'purchase',
  Status: 'Succeeded',
  Amount: 600,
  Currency: 'CAD',
  CreatedOn: '2026-11-20T15:00:00Z',
  GameInstanceId: 'i',
  GameInstanceName: 'Week 48',
  DrawOn: null,
  TimeZone: 'America/Halifax',
  TicketNumbers: [300, 301, 302],
  ReceiptNumber: '00000043',
  RefundedOn: null,
  RefundedAmount: 0,
  Refunds: [],
  TicketPrice: 200,
  BundleNumbers: null,
};

const voidOf = (numbers: number[], cents: number) => ({
  Kind: 'void' as const,
  Amount: cents,
  RefundedOn: '2026-11-21T15:00:00Z',
  TicketNumbers: numbers,
  Draws: null,
});

describe('a payment as player support reads it (issue 27)', () => {
  it('is Paid until money goes back', () => {
    expect(supportStatus(paid)).toBe('Succeeded');
    expect(leftToRefund(paid)).toBe(600);
  });

  it('a partial void: the numbers left in the draw, what is left, partly voided', () => {
    // The history lists the entries still in the draw once some were voided.
    const item = {
      ...paid,
      TicketNumbers: [301, 302],
      RefundedAmount: 200,
      Refunds: [voidOf([300], 200)],
    };
    expect(boughtNumbers(item)).toEqual([300, 301, 302]);
    expect(numbersInDraw(item)).toEqual([301, 302]);
    expect(leftToRefund(item)).toBe(400);
    expect(supportStatus(item)).toBe('PartlyVoided');
    expect(voidAmountOf(item, 1)).toBe(200);
    expect(voidAmountOf(item, 2)).toBe(400);
  });

  it('every number voided reads Voided, not Paid nor Refunded', () => {
    // Once none is left the history lists the receipt's numbers.
    const item = {
      ...paid,
      Status: 'Refunded' as const,
      RefundedAmount: 600,
      Refunds: [voidOf([300, 301, 302], 600)],
    };
    expect(numbersInDraw(item)).toEqual([]);
    expect(supportStatus(item)).toBe('Voided');
    expect(leftToRefund(item)).toBe(0);
  });

  it('an amount refunded: partly, then in full', () => {
    const refund = { ...voidOf([], 100), Kind: 'refund' as const };
    expect(supportStatus({ ...paid, RefundedAmount: 100, Refunds: [refund] })).toBe(
      'PartlyRefunded',
    );
    expect(supportStatus({ ...paid, Status: 'Refunded', RefundedAmount: 600 })).toBe('Refunded');
  });

  it('a prepayment’s number is worth its share of one draw, as the server reckons it', () => {
    const item = { ...paid, Amount: 1800, PaidDraws: ['a', 'b', 'c'] };
    expect(voidAmountOf(item, 1)).toBe(200);
    // Every number out of this draw: one draw's share, not the later draws' (was 1800).
    expect(voidAmountOf(item, 3)).toBe(600);
    const bundle = { ...item, Amount: 1500, BundleNumbers: 3 };
    expect(voidAmountOf(bundle, 1)).toBe(167);
  });

  it('a bundle: a number is its share of the bundle, not the single price', () => {
    const bundle = { ...paid, Amount: 500, BundleNumbers: 3 };
    expect(voidAmountOf(bundle, 1)).toBe(167);
    expect(voidAmountOf(bundle, 3)).toBe(500);
  });
});
