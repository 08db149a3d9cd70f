import { useSyncExternalStore } from 'react';
import type { EnvironmentConfig } from '@charity/domain/api/config';

/** The parts of an oidc-client-ts `User` the app reads; the library stores it as JSON. */
export interface SessionUser {
  access_token: string;
  expires_at?: number;
  refresh_token?: string;
  profile: { sub: string };
}

let current: SessionUser | null = null;
const listeners = new Set<() => void>();

/** Where oidc-client-ts keeps the user (`WebStorageStateStore`, prefix `oidc.`). */
export function storedUserKey(config: EnvironmentConfig): string {
  return `oidc.user:${config.AuthConfig.Issuer}:${config.AuthConfig.ClientId}`;
}

/**
 * The stored user, read without the OIDC client: a signed-out visitor's first load never
 * downloads oidc-client-ts (it loads with the first session or the first sign-in).
 */
export function peekStoredUser(config: EnvironmentConfig): SessionUser | null {
  try {
    const json = window.localStorage.getItem(storedUserKey(config));
    const user: unknown = json ? JSON.parse(json) : null;
    return user && typeof user === 'object' && 'access_token' in user
      ? (user as SessionUser)
      : null;
  } catch {
    return null;
  }
}

/** Publishes the session to React (useSessionUser); the OIDC client's events call it too. */
export function publishSessionUser(user: SessionUser | null): void {
  const same =
    user?.access_token === current?.access_token && user?.expires_at === current?.expires_at;
  if (same) return;
  current = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
