/** The languages the audit log is read in. */
export type WordsLanguage = 'en' | 'fr';

/** One name in the two languages. */
export interface AuditWords {
  en: string;
  fr: string;
}

/** The reader's language from a locale tag ("fr-CA" → fr), English otherwise. */
export const wordsLanguage = (locale: string | undefined): WordsLanguage =>
  locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/**
 * A code name nobody put into words yet, as near to words as it goes: "draw.cancel" →
 * "Draw cancel", "prizeCents" → "Prize cents", "ip-allow-list" → "Ip allow list".
 */
export function humanWords(code: string): string {
  const words = code
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
