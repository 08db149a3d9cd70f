import type { User } from 'oidc-client-ts';
import type { SubjectClaim } from '@charity/domain/claims';
import { safeReturnPath } from '@charity/domain/return-path';
import { loadConfig } from '../config';
import { returnPath } from './return-path';
import { hasValidAccessToken, subjectOf } from './token';
import { getUserManager } from './user-manager';

async function manager() {
  return getUserManager(await loadConfig());
}

let renewal: Promise<User | null> | null = null;

/** Renews an expired session with its refresh token, once however many callers ask. */
function renew(): Promise<User | null> {
  renewal ??= manager()
    .then((userManager) => userManager.signinSilent())
    .catch(() => null)
    .finally(() => (renewal = null));
  return renewal;
}

/**
 * The signed-in user with a usable access token. The library renews the token before it
 * expires; a tab that slept past that renews here, with the refresh token.
 */
async function currentUser(): Promise<User | null> {
  try {
    const user = await (await manager()).getUser();
    if (user && !hasValidAccessToken(user) && user.refresh_token) return await renew();
    return user;
  } catch {
    return null;
  }
}

/** Whether a session (even an expired one) is stored: a 401 then means it was refused. */
export async function hasStoredSession(): Promise<boolean> {
  try {
    return (await (await manager()).getUser()) !== null;
  } catch {
    return false;
  }
}

export async function isAuthenticated(): Promise<boolean> {
  return hasValidAccessToken(await currentUser());
}

export async function getAccessToken(): Promise<string | null> {
  const user = await currentUser();
  return hasValidAccessToken(user) ? (user?.access_token ?? null) : null;
}

export async function getSubject(): Promise<SubjectClaim | null> {
  const user = await currentUser();
  return hasValidAccessToken(user) ? subjectOf(user) : null;
}

/**
 * Spec §4: login starts an authorization-code (PKCE) redirect to the provider. The page the
 * visitor was going to travels in the OIDC state and is where the callback returns.
 */
export async function login(returnTo: string = returnPath.peek()): Promise<void> {
  await (await manager()).signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
}

/** Spec §4: on return the app completes login and checks for a valid access token. */
export async function completeLogin(): Promise<{ ok: boolean; returnTo: string }> {
  const user = await (await manager()).signinRedirectCallback();
  const state = user.state as { returnTo?: unknown } | undefined;
  returnPath.clear();
  return { ok: hasValidAccessToken(user), returnTo: safeReturnPath(state?.returnTo) };
}

/**
 * Spec §4: logout clears the session, optionally silently (no trip to the provider).
 * Otherwise the provider's end-session endpoint ends its session too and sends the browser
 * back to /login; the answer says whether that redirect is under way.
 */
export async function logout(options: { silent?: boolean } = {}): Promise<'redirecting' | 'done'> {
  const userManager = await manager();
  const user = await userManager.getUser();
  await userManager.removeUser();
  if (options.silent || !user) return 'done';
  await userManager.signoutRedirect({ id_token_hint: user.id_token });
  return 'redirecting';
}
