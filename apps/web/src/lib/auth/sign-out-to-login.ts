import { paths } from '@charity/domain/paths';
import { navigation } from '../navigation/navigation-service';
import { isApiError } from '../api-error';
import { hasStoredSession, logout } from './session';
import { sessionExpiry } from './session-expiry';

let signingOut: Promise<void> | null = null;

/**
 * A screen's read or an action answered 401: the server no longer knows the access token
 * (expired, revoked, a password changed elsewhere), so the session is over and the player
 * signs in again. A 403 or any other refusal with a Code is an answer about the action, not
 * the session: the screen shows its message and the player stays signed in. Only a route
 * guard's load signs out on a 403 as well (spec §8, guard-loader.ts). Only a session that
 * exists is ended: a signed-out visitor's 401 on an open page changes nothing.
 */
export function signOutOnAuthFailure(error: unknown): Promise<void> {
  if (!isApiError(error) || error.status !== 401) return Promise.resolve();
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
