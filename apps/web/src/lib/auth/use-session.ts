import type { SubjectClaim } from '@charity/domain/claims';
import { useSessionUser } from './session-store';
import { hasValidAccessToken, subjectOf } from './token';

export interface Session {
  isAuthenticated: boolean;
  subject: SubjectClaim | null;
}

/** The signed-in player as React sees it; signed out until a session is known. */
export function useSession(): Session {
  const user = useSessionUser();
  const isAuthenticated = hasValidAccessToken(user);
  return { isAuthenticated, subject: isAuthenticated ? subjectOf(user) : null };
}
