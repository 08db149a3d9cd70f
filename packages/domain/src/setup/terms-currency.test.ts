import { describe, expect, it } from 'vitest';
import { termsCurrency, type TermsVersionTexts } from './terms-currency';

const texts = (rules: string) => ({
  termsOfService: 'Terms',
  gameRules: rules,
  privacyPolicy: 'P',
});
const version = (number: number, english: string, french: string | null): TermsVersionTexts => ({
  version: number,
  publishedAt: `2026-11-1${number}T12:00:00.000Z`,
  english: texts(english),
  french: french === null ? null : texts(french),
});

describe('termsCurrency (issue 27)', () => {
  it('says the French rules are older when only the English ones were published again', () => {
    const currency = termsCurrency([
      version(1, 'Rules', null),
      version(2, 'Rules', 'Règles'),
      version(3, 'Rules v3', 'Règles'),
    ]);
    expect(currency?.gameRules).toEqual({
      english: { version: 3, publishedAt: '2026-11-13T12:00:00.000Z' },
      french: { version: 2, publishedAt: '2026-11-12T12:00:00.000Z' },
      frenchOlder: true,
    });
    // Unchanged in both languages since version 2 (French) and 1 (English): not older.
    expect(currency?.termsOfService.english.version).toBe(1);
    expect(currency?.termsOfService.french?.version).toBe(2);
    expect(currency?.termsOfService.frenchOlder).toBe(false);
  });

  it('is current again once the French text is published with it, and null without French', () => {
    const currency = termsCurrency([version(1, 'A', 'A-fr'), version(2, 'B', 'B-fr')]);
    expect(currency?.gameRules.frenchOlder).toBe(false);
    expect(termsCurrency([version(1, 'A', null)])?.gameRules.french).toBeNull();
    expect(termsCurrency([])).toBeNull();
  });
});
