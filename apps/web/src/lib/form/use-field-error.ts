import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from './issue-message';

/** Field-specific wording for a generic rule: a phone number's shape, a missing captcha. */
export interface MessageOverrides {
  invalid?: string;
  required?: string;
}

/** The translated message of a field's error. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, overrides: MessageOverrides = {}): string | undefined => {
    if (!error?.message) return undefined;
    const { key, count } = decodeMessage(error.message);
    if (key === 'validation.invalid' && overrides.invalid) return t(overrides.invalid);
    if (key === 'validation.required' && overrides.required) return t(overrides.required);
    return count === undefined ? t(key) : t(key, { count });
  };
}
