import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from './wall-time-instant';

describe('instantOfWallTime', () => {
  it("reads a time typed on the game's clock as the instant, summer and winter", () => {
    expect(instantOfWallTime('2026-11-27T20:00', 'America/Halifax')).toBe(
      '2026-11-28T00:00:00.000Z',
    );
    expect(instantOfWallTime('2026-07-01T00:05', 'America/Toronto')).toBe(
      '2026-07-01T04:05:00.000Z',
    );
    expect(instantOfWallTime('2026-07-01T00:05', 'America/St_Johns')).toBe(
      '2026-07-01T02:35:00.000Z',
    );
  });
  it('refuses what is not a datetime-local value', () => {
    expect(instantOfWallTime('2026-03-08', 'America/Halifax')).toBeNull();
    expect(instantOfWallTime('', 'America/Halifax')).toBeNull();
  });
});
