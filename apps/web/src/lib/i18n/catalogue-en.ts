import en from './en.json';

/** English: the texts of the first screens (the shared catalogue, then each feature's but the
 * staff console's), awaited before the first paint (lazy: one language loads). The rest
 * waits in later-catalogue-en.ts, staff-catalogue-en.ts. */
const features = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/en.json',
    '!../../features/{admin,reports,staff}/i18n/en.json',
    '../../components/*/i18n/en.json',
  ],
  { eager: true, import: 'default' },
);

export const catalogues: Record<string, unknown>[] = [en, ...Object.values(features)];
