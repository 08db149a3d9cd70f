import type { TextTranslations } from '@charity/domain/setup/text-translations';
import type { Locale } from '../identity/pages/locale';
import './text-translations-tables';

/** What a `translations` column holds: language, then column name, then text. */
export type StoredTranslations = { fr?: Record<string, string> };

const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const fieldOf = (column: string) =>
  column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function renamed(
  texts: Record<string, string | undefined> | undefined,
  rename: (key: string) => string,
) {
  const entries = Object.entries(texts ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length > 0
    ? Object.fromEntries(entries.map(([key, value]) => [rename(key), value]))
    : undefined;
}

/** The file's `translations` (field names) as the column keeps them (column names). */
export function toStoredTranslations(translations: TextTranslations): StoredTranslations {
  const fr = renamed(translations?.fr, columnOf);
  return fr ? { fr } : {};
}

/** A column's value back as the file writes it; undefined when there is none. */
export function toFileTranslations(stored: unknown): TextTranslations {
  const fr = renamed(asStored(stored).fr, fieldOf);
  return fr ? { fr } : undefined;
}

function asStored(stored: unknown): StoredTranslations {
  const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return value && typeof value === 'object' ? (value as StoredTranslations) : {};
}

/** The text of `column` in `locale` when the row has it, else the row's own text. */
export function translated<T extends string | null>(
  row: { translations?: unknown },
  column: string,
  locale: Locale,
  own: T,
): T | string {
  if (locale === 'en') return own;
  return asStored(row.translations)[locale]?.[column] ?? own;
}

/** Values to write: the `translations` object, when there, as the JSON the column takes. */
export function withTranslationsJson<T extends { translations?: StoredTranslations }>(
  values: T,
): Omit<T, 'translations'> & { translations?: string } {
  const { translations, ...rest } = values;
  return translations === undefined
    ? rest
    : { ...rest, translations: JSON.stringify(translations) };
}

/** `{ translations }` for an exported item that has some, else nothing (the file stays lean). */
export function translationsField(stored: unknown): { translations?: TextTranslations } {
  const translations = toFileTranslations(stored);
  return translations ? { translations } : {};
}
