import { describe, expect, it } from 'vitest';
import { nextInstanceName } from './next-instance-name';

describe('nextInstanceName', () => {
  it('counts on from a plain counter at the end of the name', () => {
    expect(nextInstanceName('Week 3', 4, 'Gold Rush')).toBe('Week 4');
    expect(nextInstanceName('Semaine 3', 4, 'Gold Rush', 'fr')).toBe('Semaine 4');
    expect(nextInstanceName('Draw 9', 10, 'Spring 50/50')).toBe('Draw 10');
    expect(nextInstanceName('Draw #9', 10, 'Spring 50/50')).toBe('Draw #10');
    expect(nextInstanceName('Week1', 2, 'Gold Rush')).toBe('Week2');
  });

  it('never mangles a number inside a name: the game name and the ordinal instead', () => {
    expect(nextInstanceName('This month’s 50/50', 2, 'Lakeshore 50/50')).toBe(
      'Lakeshore 50/50 – Draw 2',
    );
    expect(nextInstanceName('This month’s 50/50', 2, '50/50 Lakeshore', 'fr')).toBe(
      '50/50 Lakeshore – Tirage 2',
    );
    expect(nextInstanceName('Spring draw', 3, 'Spring 50/50')).toBe('Spring 50/50 – Draw 3');
  });

  it('names a first draw by its ordinal, in the language asked', () => {
    expect(nextInstanceName(undefined, 1, 'Spring 50/50')).toBe('Draw 1');
    expect(nextInstanceName(undefined, 1, 'Spring 50/50', 'fr')).toBe('Tirage 1');
  });

  it('stays within the 200 characters of a name', () => {
    const name = nextInstanceName('Posters', 12, 'G'.repeat(300));
    expect(name).toHaveLength(200);
    expect(name.endsWith(' – Draw 12')).toBe(true);
  });
});
