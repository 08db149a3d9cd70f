import { describe, expect, it } from 'vitest';
import { defaultReportInstance } from './default-report-instance';

const now = new Date('2026-11-22T12:00:00Z');
const week = (id: string, Status: string, DrawAt: string) => ({ Id: id, Name: id, Status, DrawAt });

describe('the instance the reports open on', () => {
  it('is the one drawn last night, not the empty one that opened after it', () => {
    const list = [
      week('week-3', 'Open', '2026-11-28T23:00:00Z'),
      week('week-2', 'Drawn', '2026-11-21T23:00:00Z'),
      week('week-1', 'Drawn', '2026-11-14T23:00:00Z'),
    ];
    expect(defaultReportInstance(list, now)?.Id).toBe('week-2');
  });

  it('is the one drawn early (its scheduled time still ahead), not the next one opened', () => {
    const list = [
      week('week-2', 'Open', '2026-11-28T23:00:00Z'),
      week('week-1', 'Drawn', '2026-11-22T23:00:00Z'),
    ];
    expect(defaultReportInstance(list, now)?.Id).toBe('week-1');
  });

  it('is the open one once the last draw is more than a day old', () => {
    const list = [
      week('week-3', 'Open', '2026-11-28T23:00:00Z'),
      week('week-2', 'Drawn', '2026-11-20T23:00:00Z'),
    ];
    expect(defaultReportInstance(list, now)?.Id).toBe('week-3');
  });

  it('is the newest when none is open or just drawn, and nothing when there is none', () => {
    const list = [
      week('week-2', 'SalesClosed', '2026-10-21T23:00:00Z'),
      week('week-1', 'Drawn', '2026-10-14T23:00:00Z'),
    ];
    expect(defaultReportInstance(list, now)?.Id).toBe('week-2');
    expect(defaultReportInstance([], now)).toBeUndefined();
  });

  it('is the newest with figures, not a cancelled or scheduled one after a draw', () => {
    const list = [
      week('week-4', 'Scheduled', '2026-12-05T23:00:00Z'),
      week('week-3', 'Cancelled', '2026-11-28T23:00:00Z'),
      week('week-2', 'Drawn', '2026-11-18T23:00:00Z'),
      week('week-1', 'Drawn', '2026-11-11T23:00:00Z'),
    ];
    expect(defaultReportInstance(list, now)?.Id).toBe('week-2');
    expect(
      defaultReportInstance([week('week-1', 'Cancelled', '2026-11-11T23:00:00Z')], now)?.Id,
    ).toBe('week-1');
  });
});
