import { describe, expect, it } from 'vitest';
import { countdown, formatCountdown, formatInZone } from './countdown';
import { fill, showcaseTexts } from './showcase-texts';

describe('the front page countdown', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = countdown(new Date('2026-11-24T15:07:09Z'), now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 7, seconds: 9 });
    expect(formatCountdown(left, showcaseTexts.en.units)).toBe('2 d 03 h 07 min 09 s');
    expect(formatCountdown(left, showcaseTexts.fr.units)).toBe('2 j 03 h 07 min 09 s');
  });

  it('never counts below zero and drops the days on the last day', () => {
    expect(countdown(new Date('2026-11-22T11:00:00Z'), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    const left = countdown(new Date('2026-11-22T13:00:01Z'), now);
    expect(formatCountdown(left, showcaseTexts.en.units)).toBe('01 h 00 min 01 s');
  });

  it("shows the draw in the game's time zone, named", () => {
    const text = formatInZone('2026-11-27T23:00:00Z', 'America/Halifax', 'en');
    expect(text).toContain('7:00');
    expect(text).toMatch(/AST|GMT-4/);
    expect(formatInZone('2026-11-27T23:00:00Z', 'America/Toronto', 'fr')).toContain('18 h');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{{name}}, number {{number}} {{x}}', { name: 'Ann B.', number: 7 })).toBe(
      'Ann B., number 7 {{x}}',
    );
  });

  it('has the same words in English and French', () => {
    expect(Object.keys(showcaseTexts.fr).sort()).toEqual(Object.keys(showcaseTexts.en).sort());
  });
});
