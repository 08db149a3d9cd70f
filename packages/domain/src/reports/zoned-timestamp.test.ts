import { describe, expect, it } from 'vitest';
import { zonedTimestamp } from './zoned-timestamp';

describe('zonedTimestamp', () => {
  it('writes the zone’s clock with its offset, summer and winter', () => {
    expect(zonedTimestamp('2026-11-29T01:14:58.319Z', 'America/Halifax')).toBe(
      '2026-11-28T21:14:58-04:00',
    );
    expect(zonedTimestamp('2026-07-01T12:00:00Z', 'America/Halifax')).toBe(
      '2026-07-01T09:00:00-03:00',
    );
    expect(zonedTimestamp('2026-07-01T12:00:00Z', 'America/St_Johns')).toBe(
      '2026-07-01T09:30:00-02:30',
    );
    expect(zonedTimestamp('2026-07-01T12:00:00Z', 'UTC')).toBe('2026-07-01T12:00:00Z');
  });
});
