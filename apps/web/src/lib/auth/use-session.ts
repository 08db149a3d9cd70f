import { useContext } from 'react';
import { AuthContext } from 'react-oidc-context';
import type { SubjectClaim } from '@charity/domain/claims';
import { hasValidAccessToken, subjectOf } from './token';

export interface Session {
  isAuthenticated: boolean;
  subject: SubjectClaim | null;
}

/** The signed-in player as React sees it; signed out where no provider is mounted yet. */
export function useSession(): Session {
  const auth = useContext(AuthContext);
  const user = auth?.user;
  const isAuthenticated = hasValidAccessToken(user);
  return { isAuthenticated, subject: isAuthenticated ? subjectOf(user) : null };
}
