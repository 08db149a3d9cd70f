import { describe, expect, it } from 'vitest';
import {
  bundleInForce,
  bundleSpecsSchema,
  parseStoredBundles,
  perNumberCents,
  sortBundles,
} from './bundles';

describe('bundles', () => {
  it('discloses the per-number price, rounded to the cent', () => {
    expect(perNumberCents({ Numbers: 3, Price: 1000 })).toBe(333);
    expect(perNumberCents({ Numbers: 10, Price: 2000 })).toBe(200);
    expect(perNumberCents({ Numbers: 3, Price: 500 })).toBe(167);
  });

  it('finds a bundle only when numbers and price both match the one in force', () => {
    const inForce = [
      { Numbers: 1, Price: 500 },
      { Numbers: 3, Price: 1000 },
    ];
    expect(bundleInForce(inForce, { Numbers: 3, Price: 1000 })).toEqual(inForce[1]);
    expect(bundleInForce(inForce, { Numbers: 3, Price: 900 })).toBeNull();
    expect(bundleInForce(inForce, { Numbers: 10, Price: 2000 })).toBeNull();
  });

  it('refuses two bundles of the same size in a file', () => {
    const twice = [
      { numbers: 3, priceCents: 1000 },
      { numbers: 3, priceCents: 900 },
    ];
    expect(bundleSpecsSchema.safeParse(twice).success).toBe(false);
    expect(bundleSpecsSchema.parse(undefined)).toEqual([]);
  });

  it('reads stored bundles sorted, and malformed storage as none', () => {
    const stored = [
      { Numbers: 10, Price: 2000 },
      { Numbers: 3, Price: 1000 },
    ];
    expect(parseStoredBundles(stored).map((b) => b.Numbers)).toEqual([3, 10]);
    expect(parseStoredBundles('nonsense')).toEqual([]);
    expect(sortBundles([])).toEqual([]);
  });
});
