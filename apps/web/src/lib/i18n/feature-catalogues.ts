/** Every feature catalogue of both languages, by file (the catalogue tests compare them). */
export const featureCatalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/*.json',
    '../../features/*/i18n/lazy/*.json',
    '../../components/*/i18n/*.json',
  ],
  { eager: true, import: 'default' },
);
