import type { ApiErrorBody } from '@charity/domain/api/errors';
import { formatMoney } from '@charity/domain/money-format';
import { REFUSAL_WORDS_FR } from './refusal-words-fr';

type Slot = 'n' | 'ns' | 'money' | 'text';

const SLOT_PATTERN: Record<Slot, string> = {
  n: '(-?\\d+)',
  ns: '(\\d+(?:, \\d+)*)',
  money: '(\\$-?[\\d,]+\\.\\d{2})',
  text: '(.+?)',
};

let french: Intl.NumberFormat | undefined;
const frenchNumber = (value: number) => {
  french ??= new Intl.NumberFormat('fr-CA');
  return french.format(value);
};

const WRITE: Record<Slot, (value: string) => string> = {
  n: (value) => frenchNumber(Number(value)),
  ns: (value) =>
    value
      .split(', ')
      .map((n) => frenchNumber(Number(n)))
      .join(', '),
  money: (value) => formatMoney(Math.round(Number(value.replace(/[$,]/g, '')) * 100), 'fr'),
  text: (value) => value,
};

interface Rule {
  pattern: RegExp;
  slots: Slot[];
  french: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile([english, frenchText]: readonly [string, string]): Rule {
  const slots: Slot[] = [];
  const source = english
    .split(/(\{(?:n|ns|money|text)\})/)
    .map((part) => {
      const slot = /^\{(n|ns|money|text)\}$/.exec(part)?.[1] as Slot | undefined;
      if (!slot) return escape(part);
      slots.push(slot);
      return SLOT_PATTERN[slot];
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), slots, french: frenchText };
}

let rules: Rule[] | undefined;

/** A refusal's English sentence in French, its numbers written the French way; else null. */
export function frenchRefusal(message: string): string | null {
  rules ??= REFUSAL_WORDS_FR.map(compile);
  for (const rule of rules) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    let index = 0;
    return rule.french.replace(/\{(?:n|ns|money|text)\}/g, () => {
      const slot = rule.slots[index];
      const value = match[index + 1] ?? '';
      index += 1;
      return slot ? WRITE[slot](value) : value;
    });
  }
  return null;
}

/** What a schema check says in French when no sentence of ours words it (zod's own English). */
export interface SchemaIssue {
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

function bound(value: unknown): string {
  return typeof value === 'number' || typeof value === 'bigint'
    ? frenchNumber(Number(value))
    : String(value);
}

export function frenchSchemaIssue({
  keyword,
  params = {},
  message = '',
}: SchemaIssue): string | null {
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
      return /received undefined/.test(message)
        ? 'Ce champ est obligatoire.'
        : 'Cette valeur n’est pas valide.';
    case 'invalid_format':
    case 'invalid_value':
    case 'not_multiple_of':
      return 'Cette valeur n’est pas valide.';
    default:
      return null;
  }
}

/**
 * The error body in the reader's language (the language the app asks for on every call):
 * every sentence we know is put in French; the rest, and all of it in English, as it is.
 */
export function inReaderLanguage(
  body: ApiErrorBody,
  language: 'en' | 'fr',
  issues: readonly SchemaIssue[] = [],
): ApiErrorBody {
  if (language !== 'fr') return body;
  const errors = body.Errors?.map((problem, index) => {
    const issue = issues[index];
    const message =
      frenchRefusal(problem.Message) ??
      (issue ? frenchSchemaIssue(issue) : null) ??
      problem.Message;
    return { ...problem, Message: message };
  });
  return {
    ...body,
    Message: frenchRefusal(body.Message) ?? body.Message,
    ...(errors ? { Errors: errors } : {}),
  };
}
