import type { Locale } from '../identity/pages/locale';
import { accountWords } from './words-account';
import { fieldWords, schemaSentenceWords } from './words-fields';
import { moneyWords } from './words-money';
import { numberWords } from './words-numbers';
import { protectionWords } from './words-protection';
import { requestWords } from './words-requests';
import { setupWords } from './words-setup';
import { staffWords } from './words-staff';
import { voidWords } from './words-voids';

/**
 * Every refusal (4xx Message) a person reads on a screen, by key: its English and its French
 * from the same parameters (decision 0026). The one place that words a refusal.
 */
export const REFUSAL_WORDS = {
  ...requestWords,
  ...numberWords,
  ...moneyWords,
  ...protectionWords,
  ...accountWords,
  ...setupWords,
  ...staffWords,
  ...voidWords,
  ...fieldWords,
  ...schemaSentenceWords,
};

export type RefusalKey = keyof typeof REFUSAL_WORDS;
type ParamsOf<K extends RefusalKey> = Parameters<(typeof REFUSAL_WORDS)[K]['en']>;

/** A refusal as raised: its key and its parameters, worded when the reader is known. */
export interface Refusal {
  readonly key: RefusalKey;
  readonly params?: unknown;
}

/** `refusal('numbers.taken', { numbers: [4, 12] })`: the parameters its words need. */
export function refusal<K extends RefusalKey>(key: K, ...params: ParamsOf<K>): Refusal {
  return params.length ? { key, params: params[0] } : { key };
}

/** The refusal in the reader's language. */
export function wordsOf(raised: Refusal, language: Locale): string {
  const words = REFUSAL_WORDS[raised.key][language] as (params?: unknown) => string;
  return words(raised.params);
}

/** The English of a refusal (logs, and an Error's own message). */
export const englishOf = (raised: Refusal) => wordsOf(raised, 'en');
