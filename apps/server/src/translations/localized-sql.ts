import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../identity/pages/locale';
import './text-translations-tables';

/**
 * `table.column` in the reader's language: its translation (migration 0026) when the row has
 * one, else the organization's own text. Select it `.as(column)` where the column was.
 */
export function localized<T extends string | null = string>(
  locale: Locale,
  table: string,
  column: string,
): RawBuilder<T> {
  const own = sql.ref(`${table}.${column}`);
  if (locale === 'en') return sql<T>`${own}`;
  return sql<T>`coalesce(${sql.ref(`${table}.translations`)} -> ${locale} ->> ${column}, ${own})`;
}
