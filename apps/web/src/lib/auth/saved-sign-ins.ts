import { safeReturnPath } from '@charity/domain/return-path';

/** Where oidc-client-ts keeps each sign-in it started (localStorage, the default state store). */
const PREFIX = 'oidc.';

interface SavedSignIn {
  key: string;
  returnTo: string;
  created: number;
}

/** The sign-ins this browser started and has not come back from, with where each returns. */
function savedSignIns(): SavedSignIn[] {
  const found: SavedSignIn[] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (!key?.startsWith(PREFIX) || key.startsWith(`${PREFIX}user:`)) continue;
      const saved = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        data?: { returnTo?: unknown };
        created?: unknown;
      } | null;
      const returnTo = saved?.data?.returnTo;
      if (typeof returnTo === 'string')
        found.push({ key, returnTo, created: Number(saved?.created) || 0 });
    }
  } catch {
    // No storage, or a value that is not ours: nothing saved to read.
  }
  return found;
}

/**
 * Forgets every saved sign-in returning under `path` (R6): once an invitation is accepted,
 * no state in this browser still holds its token, and the provider's answer to such a
 * sign-in finds no state (the callback refuses it).
 */
export function forgetSavedSignIns(path: string): void {
  for (const saved of savedSignIns()) {
    if (saved.returnTo.startsWith(path)) window.localStorage.removeItem(saved.key);
  }
}

/**
 * The newest saved sign-in returning under `path`, taken once (every such state is forgotten):
 * a sign-in finished in another tab (an e-mailed verification link) still leads there.
 */
export function takeSavedSignIn(path: string): string | null {
  const [newest] = savedSignIns()
    .filter((saved) => saved.returnTo.startsWith(path))
    .sort((a, b) => b.created - a.created);
  forgetSavedSignIns(path);
  return newest ? safeReturnPath(newest.returnTo) : null;
}
