import { describe, expect, it } from 'vitest';
import { findRequestValueProblem, isSafeText, safeText } from './safe-text';

describe('safe text', () => {
  it('accepts ordinary text, accents, emoji and line breaks', () => {
    for (const text of ['Hélène', 'line\nbreak\ttab\r\n', '🎟️ 50/50', '']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud800',
      'x\udc00',
    ]) {
      expect(isSafeText(text)).toBe(false);
    }
    expect(safeText().safeParse('ok\u0000').success).toBe(false);
  });

  it('names the first unsafe string of a document, keys included', () => {
    expect(findRequestValueProblem({ A: 'ok', B: [{ C: 'x\u0000' }] })).toEqual({
      path: 'B.0.C',
      problem: 'unsafe-text',
    });
    expect(findRequestValueProblem({ 'k\u0000': 1 })?.problem).toBe('unsafe-text');
    expect(findRequestValueProblem({ A: 'fine', N: 3, Z: null, L: ['a\nb'] })).toBeNull();
    expect(findRequestValueProblem('\ud83d')).toEqual({ path: '', problem: 'unsafe-text' });
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(findRequestValueProblem(deep)?.problem).toBe('too-deep');
    expect(findRequestValueProblem({ a: { b: { c: [1] } } }, 4)).toBeNull();
    expect(findRequestValueProblem({ a: { b: { c: [1] } } }, 3)?.problem).toBe('too-deep');
  });
});
