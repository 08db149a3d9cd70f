import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from './i18n';

describe('the language chosen in the app (issue 28)', () => {
  it('is kept in a cookie, so pages the server draws follow it too', async () => {
    await i18nReady;
    await i18n.changeLanguage('fr');
    try {
      expect(document.cookie).toMatch(/(?:^|;\s*)lang=fr(?:;|$)/);
      expect(window.localStorage.getItem('charity.language')).toBe('fr');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(document.cookie).toMatch(/(?:^|;\s*)lang=en(?:;|$)/);
  });
});
