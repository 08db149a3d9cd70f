import { nameInLanguage } from '@charity/domain/setup/name-in-language';
import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../identity/pages/locale';
import { toFileTranslations } from './stored-translations';

/** A stored row's name in `language`: its French name (translations column) in French, else its own. */
export const storedNameIn = (row: { name: string; translations?: unknown }, language: string) =>
  nameInLanguage({ name: row.name, translations: toFileTranslations(row.translations) }, language);

/**
 * A game instance's name in the reader's language, in SQL: the French name staff gave the
 * instance `id` when the reader reads French and it has one, else `own` (the instance's name, or
 * a draw's copy of it). Every staff answer naming a draw selects it through here, with the
 * language of the call (readerLanguage: the console sends its language on every call).
 */
export function instanceNameSql(locale: Locale, id: string, own: string): RawBuilder<string> {
  if (locale === 'en') return sql<string>`${sql.ref(own)}`;
  return sql<string>`coalesce((select nullif(btrim(n.translations -> ${locale} ->> 'name'), '')
    from game_instances n where n.id = ${sql.ref(id)}), ${sql.ref(own)})`;
}
