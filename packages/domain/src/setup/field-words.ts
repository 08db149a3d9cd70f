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

/** The English words; the server's refusal catalogue holds their French, kind for kind. */
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

/** Where the words of a refused field ride on zod's issue, for a server to word it again later. */
export const FIELD_WORDS_KEY = 'fieldWords';

/**
 * Every schema's refusals in words from now on, where the schema has none of its own (a
 * schema's own words still come first): the server at start-up (English, keeping the words on
 * the issue so that its refusal catalogue can word them in French) and the console's forms (in
 * the reader's language) call it once.
 */
export function speakFieldWords(
  wording: (words: FieldWords) => string = englishFieldWords,
  { keepWords = false }: { keepWords?: boolean } = {},
): void {
  z.config({
    customError: (issue) => {
      const words = fieldWordsOf(issue as FieldIssue);
      // zod copies the issue's own keys into the issue it reports, after asking for its words.
      if (keepWords) Object.assign(issue, { [FIELD_WORDS_KEY]: words });
      return wording(words);
    },
  });
}
