import { describe, expect, it } from 'vitest';
import { formatGameTime } from './game-time-format';

const moment = '2026-11-22T18:54:15.481Z';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatGameTime', () => {
  it("shows the game's zone, named, whatever the reader's zone", () => {
    expect(plain(formatGameTime(moment, 'en', { timeZone: 'America/Halifax' }))).toBe(
      'Nov 22, 2026, 2:54 PM AST',
    );
    expect(plain(formatGameTime(moment, 'en', { timeZone: 'America/Toronto' }))).toBe(
      'Nov 22, 2026, 1:54 PM EST',
    );
  });

  it('writes French dates and 24-hour times', () => {
    expect(plain(formatGameTime(moment, 'fr', { timeZone: 'America/Halifax' }))).toBe(
      '22 nov. 2026, 14 h 54 HNA',
    );
  });

  it('keeps the time and its zone on one line', () => {
    const text = formatGameTime(moment, 'fr', { timeZone: 'America/Halifax' });
    const time = text.split(', ').at(-1) ?? '';
    expect(time).not.toMatch(/ /);
  });

  it('shows the day alone when asked, and nothing for an invalid date', () => {
    expect(formatGameTime(moment, 'en', { timeZone: 'Pacific/Kiritimati', withTime: false })).toBe(
      'Nov 23, 2026',
    );
    expect(formatGameTime('not a date', 'en')).toBe('');
  });
});
