import { describe, expect, it } from 'vitest';
import { formatCents } from './currency';

describe('formatCents (spec §9)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [200, '$2.00'],
    [12345, '$123.45'],
    [123456789, '$1,234,567.89'],
    [-250, '-$2.50'],
    ['1999', '$19.99'],
  ])('shows %j cents as %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it.each([null, undefined, 'abc', '', NaN, Infinity, {}, []])('shows %j as $0.00', (value) => {
    expect(formatCents(value)).toBe('$0.00');
  });
});
