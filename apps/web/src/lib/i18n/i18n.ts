import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeCatalogues } from './merge-catalogues';

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

/**
 * Each language's texts (the shared catalogue and every feature's, `features/<name>/i18n`)
 * load when the language is first used: a visitor's first load carries one language only
 * (issue 14). i18next waits for them on init and on changeLanguage.
 */
const catalogueLoaders: Record<Language, () => Promise<{ catalogues: Record<string, unknown>[] }>> =
  {
    en: () => import('./catalogue-en'),
    fr: () => import('./catalogue-fr'),
  };

type Loader = () => Promise<{ catalogues: Record<string, unknown>[] }>;

/**
 * Texts loaded with the screens that show them, not before the first paint (the first-load
 * budget): `later`, the player's texts no first screen shows (forms, errors, dialogs, history,
 * receipts, the exclusion notice); `staff`, the staff console's (players never load them).
 */
const textPackLoaders: Record<TextPack, Record<Language, Loader>> = {
  later: { en: () => import('./later-catalogue-en'), fr: () => import('./later-catalogue-fr') },
  staff: { en: () => import('./staff-catalogue-en'), fr: () => import('./staff-catalogue-fr') },
};
export type TextPack = 'later' | 'staff';

/** Once a screen has asked for a pack, every language loaded afterwards brings it too. */
const packsInUse = new Set<TextPack>();

async function loadCatalogues(language: Language) {
  const parts = await Promise.all([
    catalogueLoaders[language](),
    ...[...packsInUse].map((pack) => textPackLoaders[pack][language]()),
  ]);
  return mergeCatalogues(parts.flatMap((part) => part.catalogues));
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loadCatalogues(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

let startLanguage: Language | undefined;

/** The language the visitor starts in; the router's first calls may run before i18n is set. */
function startingLanguage(): Language {
  startLanguage ??= initialLanguage();
  return startLanguage;
}

/**
 * Resolves once the visitor's language is loaded: the app renders after it. i18next starts in
 * a task of its own, not in the one that evaluates the app's modules (issue 28: that task was
 * the longest on a phone); the router's first navigation is queued after it (src/main.tsx).
 */
export const i18nReady: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, 0)).then(
  () =>
    i18n
      .use(lazyCatalogues)
      .use(initReactI18next)
      .init({
        lng: startingLanguage(),
        // The catalogue tests keep both languages' keys the same: no fallback to load.
        fallbackLng: false,
        supportedLngs: LANGUAGES,
        load: 'languageOnly',
        interpolation: { escapeValue: false },
        // Screens show texts added after their language loaded (the staff console's).
        react: { bindI18nStore: 'added' },
      }),
);

function applyLanguage(language: string) {
  document.documentElement.lang = language;
}

void i18nReady.then(() => {
  applyLanguage(i18n.language);
  i18n.on('languageChanged', (language) => {
    applyLanguage(language);
    for (const pack of packsInUse) void loadTexts(pack);
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not persisted; the switch still applies to this page.
    }
    // Pages the server draws (the dashboard's first paint, a hosted page opened from an
    // e-mail) follow the choice too: apps/server/src/identity/pages/chosen-language.ts.
    document.cookie = `lang=${language};path=/;max-age=31536000`;
  });
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : startingLanguage();
}

const packsLoaded = new Set<`${TextPack}.${Language}`>();

/**
 * Before a screen that shows them renders: a pack's texts in the current language. Languages
 * loaded later bring them along (see loadCatalogues); one loaded before gets them on its next use.
 */
export async function loadTexts(pack: TextPack): Promise<void> {
  packsInUse.add(pack);
  const language = currentLanguage();
  if (packsLoaded.has(`${pack}.${language}`)) return;
  const { catalogues } = await textPackLoaders[pack][language]();
  i18n.addResourceBundle(language, 'translation', mergeCatalogues(catalogues), true, false);
  packsLoaded.add(`${pack}.${language}`);
}
