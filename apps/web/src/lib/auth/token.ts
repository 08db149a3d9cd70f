import { parseSubject, type SubjectClaim } from '@charity/domain/claims';
import type { SessionUser } from './session-store';

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Spec §4: authenticated means a valid (present, unexpired) access token exists. */
export function hasValidAccessToken(
  user: SessionUser | null | undefined,
  now = Date.now(),
): boolean {
  if (!user?.access_token) return false;
  if (user.expires_at !== undefined && user.expires_at * 1000 <= now) return false;
  return true;
}

/** Spec §3: the subject claim (`sub`) of the access token, or else of the profile. */
export function subjectOf(user: SessionUser | null | undefined): SubjectClaim | null {
  if (!user) return null;
  const sub = decodeJwtPayload(user.access_token)?.sub;
  return parseSubject(typeof sub === 'string' ? sub : user.profile.sub);
}
