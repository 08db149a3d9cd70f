import { describe, expect, it } from 'vitest';
import { wallTimeOf } from './wall-time';

describe('wallTimeOf', () => {
  it("shows an instant on the game's clock, to the minute", () => {
    expect(wallTimeOf('2026-11-28T00:00:00.000Z', 'America/Halifax')).toBe('2026-11-27T20:00');
    expect(wallTimeOf('2026-07-01T04:05:59.000Z', 'America/Toronto')).toBe('2026-07-01T00:05');
  });
});
