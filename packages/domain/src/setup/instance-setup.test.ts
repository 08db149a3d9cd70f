import { describe, expect, it } from 'vitest';
import { instanceSetupSchema, scheduleProblems } from './instance-setup';
import { markdownText } from './markdown-text';

const base = {
  name: 'Week 2',
  opensAt: '2030-05-01T10:00',
  salesCloseAt: '2030-05-08T19:00',
  drawAt: '2030-05-08T20:00',
};
const pathsOf = (body: object) => {
  const result = instanceSetupSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};
const at = (iso: string) => new Date(iso);

describe('the next instance schedule', () => {
  it('accepts a schedule in order and refuses each field out of it', () => {
    expect(pathsOf(base)).toEqual([]);
    expect(pathsOf({ ...base, drawAt: '2030-05-08T18:59' })).toEqual(['drawAt']);
    expect(pathsOf({ ...base, salesCloseAt: base.opensAt })).toEqual(['salesCloseAt']);
    expect(pathsOf({ ...base, opensAt: '0000-01-01T00:00' })).toContain('opensAt');
    expect(pathsOf({ ...base, opensAt: '2030-02-29T10:00' })).toContain('opensAt');
    expect(pathsOf({ ...base, drawAt: '2030-05-08T24:00' })).toContain('drawAt');
  });

  it('refuses a period overlapping an instance that is not cancelled, and times past', () => {
    const times = {
      opensAt: at('2030-05-01T14:00Z'),
      salesCloseAt: at('2030-05-08T22:00Z'),
      drawAt: at('2030-05-08T23:00Z'),
    };
    const open = { name: 'Week 1', status: 'Open', startedOn: at('2030-04-24T14:00Z') };
    const now = at('2030-04-25T00:00Z');
    expect(scheduleProblems(times, [{ ...open, drawAt: at('2030-05-01T14:00Z') }], now)).toEqual(
      [],
    );
    expect(
      scheduleProblems(times, [{ ...open, drawAt: at('2030-05-01T14:01Z') }], now).map(
        (p) => p.Path,
      ),
    ).toEqual(['opensAt']);
    expect(
      scheduleProblems(
        times,
        [{ ...open, status: 'Cancelled', drawAt: at('2030-05-05T00:00Z') }],
        now,
      ),
    ).toEqual([]);
    expect(scheduleProblems(times, [], at('2030-05-09T00:00Z')).map((p) => p.Path)).toEqual([
      'salesCloseAt',
    ]);
  });
});

describe('markdown players read', () => {
  it('keeps plain markdown and refuses what would run', () => {
    expect(
      markdownText.safeParse('# Rules\n\n- **Technical data:** [site](https://x.org)').success,
    ).toBe(true);
    for (const text of [
      '<script>x</script>',
      '<a onclick="x">a</a>',
      '[a](javascript:x)',
      '<iframe src=x>',
    ]) {
      expect(markdownText.safeParse(`# Rules\n${text}`).success, text).toBe(false);
    }
  });
});
