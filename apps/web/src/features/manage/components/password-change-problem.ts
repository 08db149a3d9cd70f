import { isApiError } from '@/lib/api-error';

export type PasswordChangeProblem =
  'wrong-current' | 'too-short' | 'too-common' | 'contains-email' | 'failed';

/**
 * What the server refused. Its 400s share one code, so the message tells them apart
 * (apps/server/src/players/account-settings-routes.ts).
 */
export function passwordChangeProblem(error: unknown): PasswordChangeProblem {
  if (!isApiError(error) || error.status !== 400) return 'failed';
  const text = error.message.toLowerCase();
  if (text.includes('current password')) return 'wrong-current';
  if (text.includes('at least')) return 'too-short';
  if (text.includes('common')) return 'too-common';
  if (text.includes('e-mail')) return 'contains-email';
  return 'failed';
}
