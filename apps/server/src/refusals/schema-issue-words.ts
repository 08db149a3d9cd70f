import { FIELD_WORDS_KEY, type FieldWords } from '@charity/domain/setup/field-words';
import type { Locale } from '../identity/pages/locale';
import { frenchNumber } from './refusal-words';
import { refusal, wordsOf, type Refusal } from './refusal-catalogue';
import { schemaSentenceWords } from './words-fields';

/** A field the request's schema refused, as fastify-type-provider-zod reports it. */
export interface SchemaIssue {
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

type SentenceKey = keyof typeof schemaSentenceWords;
const SENTENCE_KEYS = Object.keys(schemaSentenceWords) as SentenceKey[];

/** The key of a refused field: the shared field words it carries, else the schema's sentence. */
export function issueRefusal({ params = {}, message = '' }: SchemaIssue): Refusal | null {
  const words = params[FIELD_WORDS_KEY] as FieldWords | undefined;
  if (words) return refusal('field.words', words);
  const sentence = SENTENCE_KEYS.find((key) => schemaSentenceWords[key].en() === message);
  return sentence ? refusal(sentence) : null;
}

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? frenchNumber(Number(value))
    : String(value);

/** A schema's own sentence we hold no key for: French words by the kind of check it failed. */
function frenchByKind({ keyword, params = {} }: SchemaIssue): string | null {
  const origin = params.origin;
  switch (keyword) {
    case 'too_big':
      if (origin === 'string') return `Utilisez au plus ${bound(params.maximum)} caractères.`;
      if (origin === 'array') return `Au plus ${bound(params.maximum)} éléments.`;
      return `Doit être au plus ${bound(params.maximum)}.`;
    case 'too_small':
      if (origin === 'string') {
        return Number(params.minimum) <= 1
          ? 'Ce champ est obligatoire.'
          : `Utilisez au moins ${bound(params.minimum)} caractères.`;
      }
      if (origin === 'array') return `Au moins ${bound(params.minimum)} éléments.`;
      return params.inclusive === false
        ? `Doit être plus grand que ${bound(params.minimum)}.`
        : `Doit être au moins ${bound(params.minimum)}.`;
    case 'invalid_type':
    case 'invalid_format':
    case 'invalid_value':
    case 'not_multiple_of':
      return 'Cette valeur n’est pas valide.';
    default:
      return null;
  }
}

/** What the reader reads under a refused field: the schema's English stays as it is. */
export function issueWords(issue: SchemaIssue, language: Locale): string {
  const message = issue.message ?? '';
  if (language === 'en') return message;
  const keyed = issueRefusal(issue);
  if (keyed) return wordsOf(keyed, language);
  return frenchByKind(issue) ?? message;
}
