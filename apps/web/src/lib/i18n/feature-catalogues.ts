/** Every feature catalogue of both languages and the shared later texts, by file (the catalogue
 * tests compare them). */
export const featureCatalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/*.json',
    '../../features/*/i18n/later/*.json',
    '../../components/*/i18n/*.json',
    '../../components/*/i18n/later/*.json',
    './later/*.json',
  ],
  { eager: true, import: 'default' },
);
