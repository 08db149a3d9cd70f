import { describe, expect, it } from 'vitest';
import { leftToGiveBack, voidAmount, type VoidablePayment } from './void-amount';

// $2.00 a number, 3 for $5.00.
const single: VoidablePayment = {
  amountCents: 600,
  refundedCents: 0,
  bundleNumbers: null,
  ticketPriceCents: 200,
  prepaidDraws: null,
};
const bundle: VoidablePayment = { ...single, amountCents: 500, bundleNumbers: 3 };

describe('what a void gives back (one rule for the server and the console)', () => {
  it('a single purchase: the price a number; the last ones all that is left', () => {
    expect(voidAmount(single, 1, 3)).toBe(200);
    expect(voidAmount(single, 2, 3)).toBe(400);
    expect(voidAmount(single, 3, 3)).toBe(600);
  });

  it('a bundle: each number its share of the bundle, the odd cent with the last ones', () => {
    expect(voidAmount(bundle, 1, 3)).toBe(167);
    expect(voidAmount(bundle, 2, 3)).toBe(333);
    expect(voidAmount(bundle, 3, 3)).toBe(500);
    // 167 out, then the last two: what is left, not 333.
    expect(voidAmount({ ...bundle, refundedCents: 167 }, 2, 2)).toBe(333);
  });

  it('a prepaid split: a number is worth its share of one draw, never the later draws', () => {
    const prepaid = { ...single, prepaidDraws: 3 }; // one number, three draws
    expect(voidAmount(prepaid, 1, 1)).toBe(200);
    const prepaidBundle = { ...bundle, amountCents: 1500, prepaidDraws: 3 };
    expect(voidAmount(prepaidBundle, 1, 3)).toBe(167);
    expect(voidAmount(prepaidBundle, 3, 3)).toBe(500);
    // Not the whole charge's share (1500 / 3 = 500 a number).
    expect(voidAmount(prepaidBundle, 1, 3)).not.toBe(500);
  });

  it('a partly refunded payment: never more than what is left', () => {
    const refunded = { ...single, refundedCents: 450 };
    expect(leftToGiveBack(refunded)).toBe(150);
    expect(voidAmount(refunded, 1, 3)).toBe(150);
    expect(voidAmount(refunded, 3, 3)).toBe(150);
    expect(voidAmount({ ...single, refundedCents: 100 }, 1, 3)).toBe(200);
    expect(voidAmount({ ...single, refundedCents: 600 }, 1, 3)).toBe(0);
  });
});
