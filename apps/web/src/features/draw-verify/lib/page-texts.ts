import type { i18n as I18n } from 'i18next';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/lazy/en.json';
import fr from '../i18n/lazy/fr.json';

/**
 * The verification page's texts, loaded with the page rather than with every player's first
 * load (the dashboard's byte budget): added to each language once it has loaded.
 */
export const pageTexts: Record<string, Record<string, unknown>> = { en, fr };

function addTo(instance: I18n, language: string) {
  const texts = pageTexts[language];
  // Only to a language already loaded: an early bundle would stop its catalogue loading.
  if (texts && instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', texts, true, false);
  }
}

function register(instance: I18n) {
  for (const language of Object.keys(pageTexts)) addTo(instance, language);
  instance.on('loaded', (loaded: Record<string, unknown>) => {
    for (const language of Object.keys(loaded)) addTo(instance, language);
  });
}

register(i18n);
