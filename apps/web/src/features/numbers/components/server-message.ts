import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/** A refusal the server explained (a number taken, the limit reached), else a generic line. */
export function serverMessage(t: TFunction, error: unknown): string {
  const status = isApiError(error) ? error.status : null;
  if (status !== null && status >= 400 && status < 500 && isApiError(error) && error.message) {
    return t('numbers.checkout.refused', { reason: error.message });
  }
  return t('numbers.checkout.retry');
}
