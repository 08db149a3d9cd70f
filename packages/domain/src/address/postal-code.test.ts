import { describe, expect, it } from 'vitest';
import { normalPostalCode } from './postal-code';

describe('normalPostalCode', () => {
  it('writes a Canadian postal code as Canada Post does', () => {
    expect(normalPostalCode('CA', ' b3h1a1 ')).toBe('B3H 1A1');
    expect(normalPostalCode('ca', 'b3h  1a1')).toBe('B3H 1A1');
    expect(normalPostalCode('US', '10001-1234')).toBe('10001-1234');
  });
});
