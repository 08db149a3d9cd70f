import { AccountErrorCode } from '@charity/domain/api/account-errors';
import { isApiError } from '@/lib/api-error';

export type PasswordChangeProblem =
  'wrong-current' | 'too-short' | 'too-common' | 'contains-email' | 'failed';

const problemByCode: Partial<Record<string, PasswordChangeProblem>> = {
  [AccountErrorCode.WrongCurrentPassword]: 'wrong-current',
  [AccountErrorCode.PasswordTooShort]: 'too-short',
  [AccountErrorCode.PasswordTooCommon]: 'too-common',
  [AccountErrorCode.PasswordContainsEmail]: 'contains-email',
};

/** What the server refused, by the answer's Code (never by its message text). */
export function passwordChangeProblem(error: unknown): PasswordChangeProblem {
  if (!isApiError(error) || error.status !== 400) return 'failed';
  return problemByCode[error.ApiErrorResponse?.Code ?? ''] ?? 'failed';
}
