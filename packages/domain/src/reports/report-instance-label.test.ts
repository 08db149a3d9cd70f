import { describe, expect, it } from 'vitest';
import type { ReportInstance } from './report-api';
import { reportInstanceName } from './report-instance-label';

const row = (Name: string, GameName?: string): ReportInstance => ({
  Id: Name,
  Name,
  Status: 'Open',
  DrawAt: '2026-11-27T00:00:00Z',
  ...(GameName === undefined ? {} : { GameName }),
});

describe('reportInstanceName', () => {
  it('names the game once there are two', () => {
    const list = [row('Week 1', 'Gold Rush'), row('Draw 1', 'Spring 50/50')];
    expect(list.map((instance) => reportInstanceName(instance, list))).toEqual([
      'Gold Rush, Week 1',
      'Spring 50/50, Draw 1',
    ]);
  });

  it('keeps the instance name alone with one game, or none named', () => {
    const one = [row('Week 1', 'Gold Rush'), row('Week 2', 'Gold Rush')];
    expect(reportInstanceName(one[0] ?? row('x'), one)).toBe('Week 1');
    const unnamed = [row('Week 1')];
    expect(reportInstanceName(unnamed[0] ?? row('x'), unnamed)).toBe('Week 1');
  });
});
