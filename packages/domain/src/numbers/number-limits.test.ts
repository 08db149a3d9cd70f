import { describe, expect, it } from 'vitest';
import { checkNumberRequest, numberRequestWords } from './number-limits';

const request = (overrides: Partial<Parameters<typeof checkNumberRequest>[0]> = {}) =>
  checkNumberRequest({
    quantity: 2,
    requested: [],
    held: 0,
    maxPerPlayer: 10,
    rangeMax: 100,
    ...overrides,
  });

describe('checkNumberRequest', () => {
  it('accepts a quantity within the limit, with or without specific numbers', () => {
    expect(request()).toBeNull();
    expect(request({ requested: [1, 100] })).toBeNull();
    expect(request({ quantity: 10 })).toBeNull();
    expect(request({ quantity: 3, held: 7 })).toBeNull();
  });

  it('refuses malformed requests as invalid', () => {
    expect(request({ quantity: 0 })?.kind).toBe('invalid');
    expect(request({ quantity: 1.5 })?.kind).toBe('invalid');
    expect(request({ requested: [5, 5] })?.why).toBe('twice');
    expect(request({ quantity: 1, requested: [1, 2] })?.kind).toBe('invalid');
    const outOfRange = request({ requested: [0] });
    expect(outOfRange && numberRequestWords(outOfRange)).toBe('Numbers go from 1 to 100.');
    expect(request({ requested: [101] })?.kind).toBe('invalid');
  });

  it('refuses going over MaxNumbersPerPlayer as a limit, saying how many are left', () => {
    const over = request({ quantity: 4, held: 7 });
    expect(over).toEqual({ kind: 'limit', why: 'limit', maxPerPlayer: 10, left: 3 });
    expect(over && numberRequestWords(over)).toBe(
      'A player may hold at most 10 numbers; you can get 3 more.',
    );
    expect(request({ quantity: 1, held: 12 })).toMatchObject({ left: 0 });
  });
});
