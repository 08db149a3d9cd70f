import { fieldMessages } from '@charity/domain/registration/field-messages';
import fr from './fr.json';

/** French: the shared catalogue first, then each feature's own but the staff
 * console's (staff-catalogue-fr.ts, loaded with a staff screen; lazy: one language loads). */
const features = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/fr.json',
    '!../../features/{admin,reports,staff}/i18n/fr.json',
    '../../components/*/i18n/fr.json',
  ],
  { eager: true, import: 'default' },
);

/** The field rules' words come from packages/domain: the hosted pages say the same. */
export const catalogues: Record<string, unknown>[] = [
  { validation: fieldMessages.fr },
  fr,
  ...Object.values(features),
];
