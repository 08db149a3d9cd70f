import { fieldMessages } from '@charity/domain/registration/field-messages';
import en from './en.json';

/** English: the shared catalogue first, then each feature's own but the staff
 * console's (staff-catalogue-en.ts, loaded with a staff screen; lazy: one language loads). */
const features = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n/en.json',
    '!../../features/{admin,reports,staff}/i18n/en.json',
    '../../components/*/i18n/en.json',
  ],
  { eager: true, import: 'default' },
);

/** The field rules' words come from packages/domain: the hosted pages say the same. */
export const catalogues: Record<string, unknown>[] = [
  { validation: fieldMessages.en },
  en,
  ...Object.values(features),
];
