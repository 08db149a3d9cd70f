import { describe, expect, it } from 'vitest';
import {
  LIMIT_INCREASE_DELAY_MS,
  limitBreach,
  limitEffectiveAt,
  limitsAt,
  type LimitChange,
} from './spending-limits';

const t0 = new Date('2026-11-22T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const day = LIMIT_INCREASE_DELAY_MS;

function change(amountCents: number | null, requestedAt: Date, current: number | null) {
  return {
    period: 'Weekly',
    amountCents,
    requestedAt,
    effectiveAt: limitEffectiveAt(current, amountCents, requestedAt),
  } satisfies LimitChange;
}

describe('spending limits', () => {
  it('applies a first or lower limit at once and a higher one or a removal after 24 hours', () => {
    expect(limitEffectiveAt(null, 2000, t0)).toEqual(t0);
    expect(limitEffectiveAt(2000, 1000, t0)).toEqual(t0);
    expect(limitEffectiveAt(2000, 2000, t0)).toEqual(t0);
    expect(limitEffectiveAt(2000, 5000, t0)).toEqual(later(day));
    expect(limitEffectiveAt(2000, null, t0)).toEqual(later(day));
  });

  it('keeps the old limit in force while a raise waits, then the raise', () => {
    const changes = [change(2000, t0, null), change(5000, later(1000), 2000)];
    const weekly = (at: Date) => limitsAt(changes, at).find((l) => l.period === 'Weekly')!;
    expect(weekly(later(2000))).toEqual({
      period: 'Weekly',
      amountCents: 2000,
      pending: { amountCents: 5000, effectiveAt: later(1000 + day) },
    });
    expect(weekly(later(1000 + day))).toEqual({
      period: 'Weekly',
      amountCents: 5000,
      pending: null,
    });
  });

  it('lets a lower limit requested after a pending raise win for good', () => {
    const changes = [
      change(2000, t0, null),
      change(5000, later(1000), 2000),
      change(1500, later(2000), 2000),
    ];
    const weekly = limitsAt(changes, later(3 * day)).find((l) => l.period === 'Weekly')!;
    expect(weekly.amountCents).toBe(1500);
  });

  it('names the first limit a payment would pass', () => {
    const limits = limitsAt([change(2000, t0, null)], t0);
    const spent = { Daily: 0, Weekly: 1500, Monthly: 1500 };
    expect(limitBreach(limits, spent, 500)).toBeNull();
    expect(limitBreach(limits, spent, 501)).toEqual({
      period: 'Weekly',
      limitCents: 2000,
      spentCents: 1500,
    });
  });
});
