import type { User } from 'oidc-client-ts';
import type { SubjectClaim } from '@charity/domain/claims';
import { safeReturnPath } from '@charity/domain/return-path';
import { loadConfig } from '../config';
import { currentLanguage } from '../i18n/i18n';
import { returnPath } from './return-path';
import { peekStoredUser, publishSessionUser, type SessionUser } from './session-store';
import { hasValidAccessToken, subjectOf } from './token';

const watched = new WeakSet<object>();

/** The OIDC client, downloaded with the first session or sign-in (not on a visitor's first load). */
async function manager() {
  const [{ getUserManager }, config] = await Promise.all([import('./user-manager'), loadConfig()]);
  const userManager = getUserManager(config);
  if (!watched.has(userManager)) {
    watched.add(userManager);
    userManager.events.addUserLoaded(publishSessionUser);
    userManager.events.addUserUnloaded(() => publishSessionUser(null));
  }
  return userManager;
}

/** The stored session, read without loading the OIDC client. */
async function storedSession(): Promise<SessionUser | null> {
  const stored = peekStoredUser(await loadConfig());
  if (!stored) publishSessionUser(null);
  return stored;
}

let clientScheduled = false;

/** Loads the OIDC client once the page is idle: it renews the token before it expires. */
function startClientWhenIdle(): void {
  if (clientScheduled) return;
  clientScheduled = true;
  const start = () => void manager().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
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
async function currentUser(): Promise<SessionUser | null> {
  try {
    const stored = await storedSession();
    if (!stored) return null;
    // A usable stored token serves the first screen; the client follows when the page is idle.
    if (hasValidAccessToken(stored)) {
      publishSessionUser(stored);
      startClientWhenIdle();
      return stored;
    }
    const user = await (await manager()).getUser();
    if (user && !hasValidAccessToken(user) && user.refresh_token) return await renew();
    publishSessionUser(user);
    return user;
  } catch {
    return null;
  }
}

/** Whether a session (even an expired one) is stored: a 401 then means it was refused. */
export async function hasStoredSession(): Promise<boolean> {
  try {
    return (await storedSession()) !== null;
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

export interface LoginOptions {
  returnTo?: string;
  /** Open the provider's registration page instead of its sign-in page. */
  signUp?: boolean;
  /** `login`: the provider asks for the password even while its session lasts. */
  prompt?: 'login';
  /** An e-mail address the provider's form starts with (OIDC login_hint): an invitation's. */
  loginHint?: string;
}

/**
 * Spec §4: login starts an authorization-code (PKCE) redirect to the provider. The page the
 * visitor was going to travels in the OIDC state and is where the callback returns; the app's
 * language travels as ui_locales, so the hosted pages (and the account's mail) follow it.
 */
export async function login(options: LoginOptions = {}): Promise<void> {
  const userManager = await manager();
  const returnTo = options.returnTo ?? returnPath.peek();
  await userManager.signinRedirect({
    state: { returnTo: safeReturnPath(returnTo) },
    ui_locales: currentLanguage(),
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
    extraQueryParams: {
      ...userManager.settings.extraQueryParams,
      ...(options.signUp ? { screen_hint: 'signup' } : {}),
    },
  });
}

/** Spec §4: on return the app completes login and checks for a valid access token. */
export async function completeLogin(): Promise<{ ok: boolean; returnTo: string }> {
  const user = await (await manager()).signinRedirectCallback();
  publishSessionUser(user);
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
  if (!(await storedSession())) return 'done';
  const userManager = await manager();
  const user = await userManager.getUser();
  await userManager.removeUser();
  publishSessionUser(null);
  if (options.silent || !user) return 'done';
  await userManager.signoutRedirect({ id_token_hint: user.id_token });
  return 'redirecting';
}
