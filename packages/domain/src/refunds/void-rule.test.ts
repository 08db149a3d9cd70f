import { describe, expect, it } from 'vitest';
import { whyNotVoidable, type VoidFacts } from './void-rule';

// A paid single purchase whose draw is still ahead: the one case a void is for.
const open: VoidFacts = {
  succeeded: true,
  refunded: false,
  prepayment: false,
  drawRun: false,
  cancelled: false,
};

describe('whether staff can void a payment (one rule for the server and the console)', () => {
  it('voids a paid purchase before its draw, even after sales close', () => {
    expect(whyNotVoidable(open)).toBeNull();
  });

  it('never voids a prepayment’s charge: each draw’s entry is voided on its own line', () => {
    expect(whyNotVoidable({ ...open, prepayment: true })).toBe('VoidPrepayment');
    expect(whyNotVoidable({ ...open, prepayment: true, drawRun: true })).toBe('VoidPrepayment');
  });

  it('not once the draw has run, nor in a cancelled draw (the cancellation gives it back)', () => {
    expect(whyNotVoidable({ ...open, drawRun: true })).toBe('VoidAfterDraw');
    expect(whyNotVoidable({ ...open, cancelled: true })).toBe('VoidCancelledDraw');
  });

  it('not what went back in full already, nor what was never paid', () => {
    expect(whyNotVoidable({ ...open, succeeded: false, refunded: true })).toBe('AlreadyVoided');
    expect(whyNotVoidable({ ...open, succeeded: false, refunded: true, cancelled: true })).toBe(
      'AlreadyVoided',
    );
    expect(whyNotVoidable({ ...open, succeeded: false })).toBe('NotRefundable');
  });
});
