import { englishFieldWords, speakFieldWords } from '@charity/domain/setup/field-words';
import { isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/i18n';

/**
 * A field the schemas refuse without words of their own reads in the console's language
 * (issue 27): "Enter a whole number of 1 or more", never zod's "Too small: expected number".
 */
speakFieldWords((words) => {
  const n = words.n ?? 0;
  return i18n.t(`staffFields.${words.kind}`, {
    n: n.toLocaleString(i18n.language === 'fr' ? 'fr-CA' : 'en-CA'),
    amount: formatMoney(n),
    text: words.text ?? '',
    defaultValue: englishFieldWords(words),
  });
});

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
