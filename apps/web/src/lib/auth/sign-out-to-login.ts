import { paths } from '@charity/domain/paths';
import { navigation } from '../navigation/navigation-service';
import { isApiError } from '../api-error';
import { hasStoredSession, logout } from './session';
import { sessionExpiry } from './session-expiry';

let signingOut: Promise<void> | null = null;

/**
 * Spec §8: an API answer of 401 or 403 logs the player out and sends them to /login. Only a
 * session that exists is ended: a signed-out visitor's 401 on an open page changes nothing.
 */
export function signOutOnAuthFailure(error: unknown): Promise<void> {
  const status = isApiError(error) ? error.status : null;
  if (status !== 401 && status !== 403) return Promise.resolve();
  signingOut ??= (async () => {
    if (!(await hasStoredSession())) return;
    sessionExpiry.mark();
    await logout({ silent: true }).catch(() => undefined);
    await navigation.navigate(paths.login, { replace: true });
  })()
    .catch(() => undefined)
    .finally(() => (signingOut = null));
  return signingOut;
}
