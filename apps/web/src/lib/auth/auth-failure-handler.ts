import type { QueryClient } from '@tanstack/react-query';
import { signOutOnAuthFailure } from './sign-out-to-login';

/**
 * The one place every screen's read and every mutation passes when it fails: a 401 ends the
 * session; a 403 or other refusal is left to the screen, which shows its message (the session
 * stays). Route guards handle their own failures (401 and 403 sign out, spec §8), so a query
 * counts only while a screen observes it.
 */
export function installAuthFailureHandler(client: QueryClient): () => void {
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.query.getObserversCount() > 0) void signOutOnAuthFailure(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    void signOutOnAuthFailure(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
