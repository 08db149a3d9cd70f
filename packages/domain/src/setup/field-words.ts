import { z } from 'zod';
import { formatCents } from '../currency';

/**
 * What a person reads under a field the schema refused without words of its own (issue 27):
 * never zod's "Too small: expected number to be >=1" or "expected number, received NaN". The
 * kind, so that each screen words it in its language; `n` a bound (cents for an amount).
 */
export type FieldWordsKind =
  | 'required'
  | 'wholeNumber'
  | 'wholeNumberFrom'
  | 'wholeNumberAtMost'
  | 'amount'
  | 'amountAtMost'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'choose'
  | 'unknownFields'
  | 'invalid';

export interface FieldWords {
  kind: FieldWordsKind;
  n?: number;
  /** The fields named (unknownFields): `colour, size`. */
  text?: string;
}

/** The issue as zod hands it to an error map (only what the wording reads). */
export interface FieldIssue {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  keys?: readonly string[];
  inst?: unknown;
}

/** A field that holds money (cents in the calls, dollars on the form): `priceCents`, `Amount`. */
const isMoney = (path: readonly PropertyKey[] = []) => {
  const field = [...path].reverse().find((part) => typeof part === 'string');
  return typeof field === 'string' && /(cents|amount|price)$/i.test(field);
};

const bound = (value: unknown): number | undefined =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** The lower bound the refusing schema declares, when it declares one (`z.number().min(1)`). */
function declaredMinimum(inst: unknown): number | undefined {
  const bag = (inst as { _zod?: { bag?: { minimum?: unknown } } } | undefined)?._zod?.bag;
  return bound(bag?.minimum);
}

const missing = (input: unknown) => input === null || input === undefined;

function numberWords(issue: FieldIssue): FieldWords {
  const money = isMoney(issue.path);
  if (issue.code === 'too_big') {
    const max = bound(issue.maximum);
    return {
      kind: money ? 'amountAtMost' : 'wholeNumberAtMost',
      ...(max === undefined ? {} : { n: max }),
    };
  }
  if (money) return { kind: 'amount' };
  const min = issue.code === 'too_small' ? bound(issue.minimum) : declaredMinimum(issue.inst);
  return min === undefined ? { kind: 'wholeNumber' } : { kind: 'wholeNumberFrom', n: min };
}

/** The kind of words for a refused field, from the issue zod raised. */
export function fieldWordsOf(issue: FieldIssue): FieldWords {
  const origin = issue.origin ?? issue.expected;
  switch (issue.code) {
    case 'invalid_type':
      if (missing(issue.input)) return { kind: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return numberWords(issue);
      return { kind: 'invalid' };
    case 'too_small':
      if (origin === 'string') {
        const min = bound(issue.minimum) ?? 1;
        return min <= 1 ? { kind: 'required' } : { kind: 'invalid' };
      }
      if (origin === 'array' || origin === 'set')
        return { kind: 'tooFew', n: bound(issue.minimum) ?? 1 };
      return numberWords(issue);
    case 'too_big':
      if (origin === 'string') return { kind: 'tooLong', n: bound(issue.maximum) ?? 0 };
      if (origin === 'array' || origin === 'set')
        return { kind: 'tooMany', n: bound(issue.maximum) ?? 0 };
      return numberWords(issue);
    case 'invalid_value':
    case 'invalid_union':
      return { kind: 'choose' };
    case 'unrecognized_keys':
      return { kind: 'unknownFields', text: (issue.keys ?? []).join(', ') };
    default:
      return { kind: 'invalid' };
  }
}

const thousands = (n: number) => n.toLocaleString('en-CA');

/** The English words; `FIELD_WORDS_FR` holds their French, template for template. */
export function englishFieldWords({ kind, n = 0, text = '' }: FieldWords): string {
  switch (kind) {
    case 'required':
      return 'This field is required.';
    case 'wholeNumber':
      return 'Enter a whole number.';
    case 'wholeNumberFrom':
      return `Enter a whole number of ${thousands(n)} or more.`;
    case 'wholeNumberAtMost':
      return `Enter a whole number of ${thousands(n)} or less.`;
    case 'amount':
      return 'Enter an amount in dollars, like 2.50.';
    case 'amountAtMost':
      return `Enter an amount of ${formatCents(n)} or less.`;
    case 'tooLong':
      return `Use at most ${thousands(n)} characters.`;
    case 'tooFew':
      return `Give at least ${thousands(n)}.`;
    case 'tooMany':
      return `Give at most ${thousands(n)}.`;
    case 'choose':
      return 'Choose one of the options.';
    case 'unknownFields':
      return `Remove what is not taken here: ${text}.`;
    case 'invalid':
      return 'This value is not valid.';
  }
}

/**
 * The French of the words above, in the refusal templates' syntax (`{n}` a whole number,
 * `{money}` an amount) so that the server's refusals in French take them as they are.
 */
export const FIELD_WORDS_FR: readonly (readonly [english: string, french: string])[] = [
  ['Enter a whole number.', 'Entrez un nombre entier.'],
  ['Enter a whole number of {n} or more.', 'Entrez un nombre entier d’au moins {n}.'],
  ['Enter a whole number of {n} or less.', 'Entrez un nombre entier d’au plus {n}.'],
  ['Enter an amount in dollars, like 2.50.', 'Entrez un montant en dollars, comme 2,50.'],
  ['Enter an amount of {money} or less.', 'Entrez un montant d’au plus {money}.'],
  ['Use at most {n} characters.', 'Utilisez au plus {n} caractères.'],
  ['Give at least {n}.', 'Donnez-en au moins {n}.'],
  ['Give at most {n}.', 'Donnez-en au plus {n}.'],
  ['Choose one of the options.', 'Choisissez une des options.'],
  ['Remove what is not taken here: {text}.', 'Retirez ce qui n’est pas accepté ici : {text}.'],
];

/**
 * Every schema's refusals in words from now on, where the schema has none of its own (a
 * schema's own words still come first): the server at start-up (English, put in French with
 * the refusals) and the console's forms (in the reader's language) call it once.
 */
export function speakFieldWords(wording: (words: FieldWords) => string = englishFieldWords): void {
  z.config({ customError: (issue) => wording(fieldWordsOf(issue as FieldIssue)) });
}
