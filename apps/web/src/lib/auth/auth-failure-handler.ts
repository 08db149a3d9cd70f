import type { QueryClient } from '@tanstack/react-query';
import { signOutOnAuthFailure } from './sign-out-to-login';

/**
 * Screens' reads and writes that fail with 401/403 end the session (spec §8). Route guards
 * handle their own failures, so a query counts only while a screen observes it.
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
