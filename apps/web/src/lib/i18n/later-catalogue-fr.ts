import { fieldMessages } from '@charity/domain/registration/field-messages';
import fr from './later/fr.json';

/** French texts no first screen shows (`i18n/later/`: forms, errors, dialogs, history, receipts,
 * the exclusion notice): loaded with the screens that show them, off the first-load budget. */
const features = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/later/fr.json', '../../components/*/i18n/later/fr.json'],
  { eager: true, import: 'default' },
);

/** The field rules' words come from packages/domain: the hosted pages say the same. */
export const catalogues: Record<string, unknown>[] = [
  { validation: fieldMessages.fr },
  fr,
  ...Object.values(features),
];
