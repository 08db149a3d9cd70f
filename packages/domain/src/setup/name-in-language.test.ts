import { describe, expect, it } from 'vitest';
import { nameInLanguage } from './name-in-language';

describe('nameInLanguage', () => {
  const item = { name: 'Week 1', translations: { fr: { name: 'Semaine 1' } } };
  it('gives the French name in French', () => {
    expect(nameInLanguage(item, 'fr')).toBe('Semaine 1');
    expect(nameInLanguage(item, 'fr-CA')).toBe('Semaine 1');
  });
  it('gives its own name in English, or when there is no French one', () => {
    expect(nameInLanguage(item, 'en')).toBe('Week 1');
    expect(nameInLanguage({ name: 'Week 2' }, 'fr')).toBe('Week 2');
    expect(nameInLanguage({ name: 'Week 3', translations: { fr: { name: ' ' } } }, 'fr')).toBe(
      'Week 3',
    );
  });
});
