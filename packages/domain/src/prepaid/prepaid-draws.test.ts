import { describe, expect, it } from 'vitest';
import { paidThrough, perDrawCents, prepayAllowed } from './prepaid-draws';

const draw = (Index: number, Status: 'Entered' | 'Pending' | 'Refunded') => ({
  Index,
  Status,
  GameInstanceId: null,
  DrawAt: `2026-12-0${Index}T23:00:00.000Z`,
  Estimated: Status !== 'Entered',
});

describe('prepaid draws', () => {
  it('pays through the last draw not refunded', () => {
    expect(paidThrough([draw(1, 'Entered'), draw(2, 'Pending'), draw(3, 'Pending')])).toBe(
      '2026-12-03T23:00:00.000Z',
    );
    expect(paidThrough([draw(1, 'Entered'), draw(2, 'Refunded'), draw(3, 'Refunded')])).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    expect(paidThrough([draw(1, 'Refunded')])).toBeNull();
  });

  it('splits a charge into equal draws and refuses an uneven one', () => {
    expect(perDrawCents(1500, 3)).toBe(500);
    expect(() => perDrawCents(1000, 3)).toThrow(RangeError);
  });

  it('allows 2..the game limit', () => {
    expect(prepayAllowed(3, 5)).toBe(true);
    expect(prepayAllowed(6, 5)).toBe(false);
    expect(prepayAllowed(1, 5)).toBe(false);
  });
});
