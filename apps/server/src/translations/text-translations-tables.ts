import type { ColumnType } from 'kysely';

/**
 * Migration 0026: the other languages of an organization's own texts, by language then by
 * column (`{"fr": {"login_text": "…"}}`); read with storedTranslation, written as JSON.
 */
type Translations = ColumnType<unknown, string | undefined, string>;

declare module '../db/database' {
  interface OrganizationsTable {
    translations: Translations;
  }
  interface CharityCategoriesTable {
    translations: Translations;
  }
  interface CharitiesTable {
    translations: Translations;
  }
  interface GamesTable {
    translations: Translations;
  }
  interface GameInstancesTable {
    translations: Translations;
  }
}

declare module '../draws/extra-draw-tables' {
  interface ExtraDrawsTable {
    translations: Translations;
  }
}
