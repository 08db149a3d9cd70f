import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/**
 * What a screen says when the server refused an action (a 4xx with a Code): the app's own
 * words for the codes it knows (`refusal.<Code>`, in the player's language), else the server's
 * message; `fallback` for anything else (a network failure, a 5xx).
 */
export function refusalMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body = error.ApiErrorResponse;
  if (!body || body.Status < 400 || body.Status >= 500 || !body.Code) return fallback;
  const key = `refusal.${body.Code}`;
  const known = t(key);
  return known !== key ? known : body.Message || fallback;
}
