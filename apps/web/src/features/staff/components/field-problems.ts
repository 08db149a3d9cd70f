import { isApiError } from '@/lib/api-error';

export type Problems = Record<string, string>;

/** Zod issues as messages by field (dotted path). */
export function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Problems {
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** A refused call's field-level messages by field (`body.` dropped), or none. */
export function problemsFromError(error: unknown): Problems {
  const errors = isApiError(error) ? (error.ApiErrorResponse?.Errors ?? []) : [];
  return Object.fromEntries(errors.map((e) => [e.Path.replace(/^body\./, ''), e.Message]));
}

/** The refusal's message as the server wrote it (e.g. "Retire it instead"), or null. */
export function refusalOf(error: unknown): string | null {
  return isApiError(error) ? (error.ApiErrorResponse?.Message ?? null) : null;
}
