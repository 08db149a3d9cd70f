import { describe, expect, it } from 'vitest';
import { exclusionEnd, exclusionState } from './self-exclusion';

describe('self-exclusion', () => {
  it('ends the given number of calendar months later, clamped to the month end', () => {
    const start = new Date('2026-08-31T15:00:00Z');
    expect(exclusionEnd(start, 'SixMonths').toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(exclusionEnd(start, 'OneYear').toISOString()).toBe('2027-08-31T15:00:00.000Z');
    expect(exclusionEnd(start, 'TwoYears').toISOString()).toBe('2028-08-31T15:00:00.000Z');
    expect(exclusionEnd(new Date('2027-02-28T00:00:00Z'), 'FiveYears').toISOString()).toBe(
      '2032-02-28T00:00:00.000Z',
    );
  });

  it('excludes until the end, then waits for the player to opt back in', () => {
    const endsAt = new Date('2027-05-22T12:00:00Z');
    expect(exclusionState(null, endsAt)).toBe('None');
    expect(exclusionState({ endsAt, optedBackInAt: null }, new Date('2027-05-22T11:59:59Z'))).toBe(
      'Excluded',
    );
    expect(exclusionState({ endsAt, optedBackInAt: null }, endsAt)).toBe('AwaitingOptIn');
    expect(exclusionState({ endsAt, optedBackInAt: endsAt }, endsAt)).toBe('None');
  });
});
