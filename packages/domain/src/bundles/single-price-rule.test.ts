import { describe, expect, it } from 'vitest';
import { lowestSinglePriceCents, singlePriceProblem } from './single-price-rule';

const bundles = [
  { numbers: 3, priceCents: 500 },
  { numbers: 10, priceCents: 1500 },
];

describe('the single price beside bundles', () => {
  it('allows any price at which every bundle stays cheaper than singles', () => {
    expect(lowestSinglePriceCents(bundles)).toBe(167);
    expect(singlePriceProblem(bundles, 167)).toBeNull();
    expect(singlePriceProblem(bundles, 200)).toBeNull();
    expect(singlePriceProblem([], 1)).toBeNull();
  });

  it('refuses a price making a bundle dearer than (or equal to) its numbers one by one', () => {
    expect(singlePriceProblem(bundles, 166)).toMatchObject({
      Path: 'ticketPriceCents',
      Code: 'SinglePriceBelowBundle',
      Numbers: 3,
      BundlePriceCents: 500,
      LowestCents: 167,
    });
    // 10 for $15.00 is 10 singles at $1.50: equal is not cheaper.
    expect(singlePriceProblem([{ numbers: 10, priceCents: 1500 }], 150)?.Message).toBe(
      'At this price the bundle of 10 numbers for $15.00 would cost no less than its numbers one by one: the ticket price must be at least $1.51, or change the bundles first.',
    );
  });
});
