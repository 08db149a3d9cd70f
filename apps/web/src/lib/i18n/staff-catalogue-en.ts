/** The staff console's texts (English): loaded with the first staff screen, never by players. */
const features = import.meta.glob<Record<string, unknown>>(
  '../../features/{admin,reports,staff}/i18n/en.json',
  { eager: true, import: 'default' },
);

export const catalogues: Record<string, unknown>[] = Object.values(features);
