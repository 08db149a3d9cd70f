import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact } from './money-format';

/** Intl writes no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes Canadian French amounts as 18,00 $', () => {
    expect(plain(formatMoney(1800, 'fr'))).toBe('18,00 $');
    expect(plain(formatMoney(123456789, 'fr-CA'))).toBe('1 234 567,89 $');
    expect(plain(formatMoney(-250, 'fr'))).toBe('-2,50 $');
    expect(plain(formatMoney(null, 'fr'))).toBe('0,00 $');
    expect(plain(formatMoney('abc', 'fr'))).toBe('0,00 $');
  });

  it('never lets an amount break over two lines', () => {
    expect(formatMoney(123456789, 'fr')).not.toMatch(/ /);
  });

  it("keeps the spec's $0.00 in English", () => {
    expect(formatMoney(1800, 'en')).toBe('$18.00');
    expect(formatMoney(undefined, 'en')).toBe('$0.00');
  });
});

describe('formatMoneyCompact', () => {
  it('puts the dollar sign where each reader writes it, in whole or compact dollars', () => {
    expect([400, 1_600, 1_200_000, 150_000_000].map((c) => formatMoneyCompact(c, 'en'))).toEqual([
      '$4',
      '$16',
      '$12K',
      '$1.5M',
    ]);
    expect([400, 1_600, 1_200_000, 250].map((c) => plain(formatMoneyCompact(c, 'fr-CA')))).toEqual([
      '4 $',
      '16 $',
      '12 k $',
      '2,5 $',
    ]);
  });
});
