import type { SubjectClaim } from '@charity/domain/claims';

/** Tokens remembered per process; the oldest is forgotten first beyond this. */
const MAX_TOKENS = 20_000;

/**
 * Verified access tokens until they expire, so a player's next calls skip the signature
 * check (an RSA verification costs more CPU than the rest of a purchase's Node work). The key
 * is the whole token and the origin it was verified for, so a changed byte is a new token.
 */
export function verifiedTokenCache(now: () => number = Date.now) {
  const tokens = new Map<string, { claim: SubjectClaim; expiresAt: number }>();
  return {
    get(token: string, origin: string): SubjectClaim | undefined {
      const key = `${origin} ${token}`;
      const hit = tokens.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > now()) return hit.claim;
      tokens.delete(key);
      return undefined;
    },
    set(token: string, origin: string, claim: SubjectClaim, expiresAtSeconds: number): void {
      if (tokens.size >= MAX_TOKENS) {
        const oldest = tokens.keys().next();
        if (!oldest.done) tokens.delete(oldest.value);
      }
      tokens.set(`${origin} ${token}`, { claim, expiresAt: expiresAtSeconds * 1000 });
    },
  };
}
