import { describe, expect, it } from 'vitest';
import { localName } from './local-name';

describe('localName', () => {
  const item = { name: 'Week 1', translations: { fr: { name: 'Semaine 1' } } };
  it('shows the French name in French', () => {
    expect(localName(item, 'fr')).toBe('Semaine 1');
    expect(localName(item, 'fr-CA')).toBe('Semaine 1');
  });
  it('shows the English name in English or when there is no French one', () => {
    expect(localName(item, 'en')).toBe('Week 1');
    expect(localName({ name: 'Week 2' }, 'fr')).toBe('Week 2');
    expect(localName({ name: 'Week 3', translations: { fr: { name: ' ' } } }, 'fr')).toBe('Week 3');
  });
});
