import type { Executor } from '../db/executor';

/** How long a process trusts that a grant it saw still exists (another process may end it). */
export const GRANT_CHECK_MS = 5_000;
const MAX_GRANTS = 20_000;

export interface GrantLiveness {
  /** Whether the provider's grant still exists (not ended by a password change or sign-out). */
  alive(grantId: string): Promise<boolean>;
  /** Grants ended in this process: refused at once, and their cached tokens dropped. */
  ended(grantIds: Iterable<string>): void;
  /** Called with the grants ended here (the token cache forgets their tokens). */
  onEnded(listener: (grantIds: ReadonlySet<string>) => void): void;
}

/**
 * An access token is only as alive as the grant it came from: oidc-provider's JWT access tokens
 * are not stored, so ending a grant (password change or reset, sign-out) would leave them valid
 * until they expire. The API asks here; an answer is kept GRANT_CHECK_MS, so a grant ended by
 * another process is refused within that, one ended by this one at once.
 */
export function grantLiveness(db: Executor, now: () => number = Date.now): GrantLiveness {
  const seen = new Map<string, number>();
  const dead = new Set<string>();
  const listeners: ((grantIds: ReadonlySet<string>) => void)[] = [];
  return {
    async alive(grantId) {
      if (dead.has(grantId)) return false;
      const checkedAt = seen.get(grantId);
      if (checkedAt !== undefined && now() - checkedAt < GRANT_CHECK_MS) return true;
      const row = await db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('kind', '=', 'Grant')
        .where('id', '=', grantId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      seen.delete(grantId);
      if (!row) {
        if (dead.size >= MAX_GRANTS) dead.clear();
        dead.add(grantId);
        return false;
      }
      if (seen.size >= MAX_GRANTS) seen.clear();
      seen.set(grantId, now());
      return true;
    },
    ended(grantIds) {
      const ids = new Set(grantIds);
      for (const id of ids) {
        seen.delete(id);
        dead.add(id);
      }
      for (const listener of listeners) listener(ids);
    },
    onEnded(listener) {
      listeners.push(listener);
    },
  };
}
