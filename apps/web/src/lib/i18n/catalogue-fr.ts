import fr from './fr.json';

/** French: the texts of the first screens (the shared catalogue, then each feature's but the
 * staff console's), awaited before the first paint (lazy: one language loads). The rest
 * waits in later-catalogue-fr.ts, staff-catalogue-fr.ts. */
const features = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/fr.json',
    '!../../features/{admin,reports,staff}/i18n/fr.json',
    '../../components/*/i18n/fr.json',
  ],
  { eager: true, import: 'default' },
);

export const catalogues: Record<string, unknown>[] = [fr, ...Object.values(features)];
