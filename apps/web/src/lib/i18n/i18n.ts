import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'charity.language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); fall back to the browser language.
  }
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Copies: feature catalogues are merged into these, never into the imported JSON modules.
  resources: { en: { translation: structuredClone(en) }, fr: { translation: structuredClone(fr) } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function applyLanguage(language: string) {
  document.documentElement.lang = language;
}

/**
 * Feature catalogues (`features/<name>/i18n/{en,fr}.json`, `components/<name>/i18n/...`) are
 * merged into the main one, so that features own their strings without editing the shared files.
 */
export const featureCatalogues = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/*.json', '../../components/*/i18n/*.json'],
  { eager: true, import: 'default' },
);

for (const [file, catalogue] of Object.entries(featureCatalogues)) {
  const language = /\/(\w+)\.json$/.exec(file)?.[1];
  if (isLanguage(language)) i18n.addResourceBundle(language, 'translation', catalogue, true, false);
}

applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisted; the switch still applies to this page.
  }
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
