import { describe, expect, it } from 'vitest';
import { amountCents, canMovePayment, isFinalPaymentStatus, PaymentStatus } from './payment-status';

describe('canMovePayment', () => {
  it('moves forward only', () => {
    expect(canMovePayment('processing', 'succeeded')).toBe(true);
    expect(canMovePayment('processing', 'failed')).toBe(true);
    expect(canMovePayment('requires_action', 'processing')).toBe(true);
    expect(canMovePayment('succeeded', 'refunded')).toBe(true);
    expect(canMovePayment('succeeded', 'processing')).toBe(false);
    expect(canMovePayment('succeeded', 'failed')).toBe(false);
    expect(canMovePayment('failed', 'succeeded')).toBe(false);
    expect(canMovePayment('refunded', 'succeeded')).toBe(false);
  });

  it('never applies the same state twice (a replayed event changes nothing)', () => {
    for (const status of Object.values(PaymentStatus)) {
      expect(canMovePayment(status, status)).toBe(false);
    }
  });

  it('calls succeeded, failed and refunded final', () => {
    const finals = Object.values(PaymentStatus).filter(isFinalPaymentStatus);
    expect(finals).toEqual(['succeeded', 'failed', 'refunded']);
  });
});

describe('amountCents', () => {
  it('multiplies integer cents', () => {
    expect(amountCents(200, 3)).toBe(600);
  });

  it('refuses zero, negative and unsafe amounts', () => {
    expect(() => amountCents(200, 0)).toThrow(RangeError);
    expect(() => amountCents(-1, 2)).toThrow(RangeError);
    expect(() => amountCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => amountCents(0.5, 3)).toThrow(RangeError);
  });
});
