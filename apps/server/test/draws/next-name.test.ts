import { describe, expect, it } from 'vitest';
import { nextFrenchName, nextName } from '../../src/lifecycle/open-instance';

describe("the next instance's name", () => {
  it('follows the last one, or says Draw (Tirage in French) with its number', () => {
    expect(nextName('Week 6', 7)).toBe('Week 7');
    expect(nextName('Harvest draw', 3)).toBe('Draw 3');
    expect(nextName(undefined, 1)).toBe('Draw 1');
    expect(nextFrenchName({ fr: { name: 'Semaine 6' } }, 7)).toBe('Semaine 7');
    expect(nextFrenchName('{"fr":{"name":"Semaine 2"}}', 3)).toBe('Semaine 3');
    expect(nextFrenchName(null, 3)).toBe('Tirage 3');
    expect(nextFrenchName({ fr: { description: 'Sans nom' } }, 4)).toBe('Tirage 4');
  });
});
