import { describe, expect, it } from 'vitest';
import { resolveDate } from './relative-date';

const now = new Date('2026-03-02T12:00:00.000Z');

describe('resolveDate', () => {
  it.each([
    ['now', '2026-03-02T12:00:00.000Z'],
    ['now+7d', '2026-03-09T12:00:00.000Z'],
    ['now+7d-1h', '2026-03-09T11:00:00.000Z'],
    ['now-30m', '2026-03-02T11:30:00.000Z'],
    ['2026-05-01T20:00:00-03:00', '2026-05-01T23:00:00.000Z'],
  ])('%s', (spec, expected) => {
    expect(resolveDate(spec, now).toISOString()).toBe(expected);
  });
});
