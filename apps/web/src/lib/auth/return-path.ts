import { safeReturnPath } from '@charity/domain/return-path';

const KEY = 'charity.returnPath';

/**
 * Where a signed-out visitor was going when the guards sent them to /login. It is kept for
 * the tab (sessionStorage) because /login itself stays at the spec's plain address.
 */
export const returnPath = {
  remember(path: string): void {
    try {
      window.sessionStorage.setItem(KEY, safeReturnPath(path));
    } catch {
      // Without storage the player lands on the dashboard after signing in.
    }
  },
  peek(): string {
    try {
      return safeReturnPath(window.sessionStorage.getItem(KEY));
    } catch {
      return safeReturnPath(null);
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
