import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import { commonPasswords } from './common-passwords';

export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'contains-email';

/** The first reason the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || new Set(lower).size <= 2) return 'common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'contains-email';
  return null;
}
