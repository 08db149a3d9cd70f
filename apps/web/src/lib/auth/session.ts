import type { SubjectClaim } from '@charity/domain/claims';
import { paths } from '@charity/domain/paths';
import { loadConfig } from '../config';
import { hasValidAccessToken, subjectOf } from './token';
import { getUserManager } from './user-manager';

async function manager() {
  return getUserManager(await loadConfig());
}

async function currentUser() {
  try {
    return await (await manager()).getUser();
  } catch {
    return null;
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

/** Spec §4: login starts an authorization-code (PKCE) redirect to the provider. */
export async function login(returnTo: string = paths.game.dashboard): Promise<void> {
  await (await manager()).signinRedirect({ state: { returnTo } });
}

/** Spec §4: on return the app completes login and checks for a valid access token. */
export async function completeLogin(): Promise<{ ok: boolean; returnTo: string }> {
  const user = await (await manager()).signinRedirectCallback();
  const state = user.state as { returnTo?: unknown } | undefined;
  const returnTo =
    typeof state?.returnTo === 'string' && state.returnTo.startsWith('/')
      ? state.returnTo
      : paths.game.dashboard;
  return { ok: hasValidAccessToken(user), returnTo };
}

/** Spec §4: logout clears the session, optionally silently (no trip to the provider). */
export async function logout(options: { silent?: boolean } = {}): Promise<void> {
  const userManager = await manager();
  const user = await userManager.getUser();
  await userManager.removeUser();
  if (options.silent || !user) return;
  await userManager.signoutRedirect({ id_token_hint: user.id_token });
}
