import { z } from 'zod';
import { isSafeText } from '../requests/safe-text';

/** Longest values of the player's own fields, on the hosted pages and in the app alike. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  addressLine: 200,
  city: 100,
  province: 100,
  postalCode: 20,
} as const;

/** A field rule that failed; screens and hosted pages word it with `fieldMessages`. */
export type FieldProblem =
  | { key: 'required' | 'email' | 'phone' | 'invalid' | 'unsafeText' }
  | { key: 'tooLong' | 'tooShort'; count: number };

const unsafe = { params: { reason: 'unsafe-text' } } as const;

/** Free text of at most `max` characters, without control characters (NUL above all). */
export const textField = (max: number) =>
  z.string().trim().refine(isSafeText, unsafe).pipe(z.string().max(max));

/** A required free-text field: a person's name, a street, a city. */
export const requiredText = (max: number) =>
  z.string().trim().refine(isSafeText, unsafe).pipe(z.string().min(1).max(max));

/** First and last names: required, at most 100 characters. */
export const personName = requiredText(FIELD_MAX_LENGTH.name);

/** The problem of one zod issue, as the field rules above raise them. */
export function fieldProblemOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'tooShort', count: Number(issue.minimum) };
    case 'too_big':
      return { key: 'tooLong', count: Number(issue.maximum) };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'invalid' };
    case 'custom': {
      const reason = (issue.params as { reason?: unknown } | undefined)?.reason;
      return { key: reason === 'unsafe-text' ? 'unsafeText' : 'invalid' };
    }
    default:
      return { key: 'required' };
  }
}

/** The first problem of `value` under `schema`, or undefined when it passes. */
export function checkField(schema: z.ZodType, value: unknown): FieldProblem | undefined {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? fieldProblemOf(issue) : undefined;
}
