import { fieldMessages } from '@charity/domain/registration/field-messages';
import en from './later/en.json';

/** English texts no first screen shows (`i18n/later/`: forms, errors, dialogs, history, receipts,
 * the exclusion notice): loaded with the screens that show them, off the first-load budget. */
const features = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/later/en.json', '../../components/*/i18n/later/en.json'],
  { eager: true, import: 'default' },
);

/** The field rules' words come from packages/domain: the hosted pages say the same. */
export const catalogues: Record<string, unknown>[] = [
  { validation: fieldMessages.en },
  en,
  ...Object.values(features),
];
