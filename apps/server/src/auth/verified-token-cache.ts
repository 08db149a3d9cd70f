import type { SubjectClaim } from '@charity/domain/claims';

/** Tokens remembered per process; the oldest is forgotten first beyond this. */
const MAX_TOKENS = 20_000;

/** A verified access token: its subject, and the provider's grant it was issued from. */
export interface VerifiedToken {
  claim: SubjectClaim;
  /** The embedded provider's grant id (`gid` claim); null for an external issuer's token. */
  grantId: string | null;
}

/**
 * Verified access tokens until they expire, so a player's next calls skip the signature
 * check (an RSA verification costs more CPU than the rest of a purchase's Node work). The key
 * is the whole token and the origin it was verified for, so a changed byte is a new token.
 * A hit still has its grant checked by the caller; `forgetGrants` drops the tokens of grants
 * ended here (a password change ends the account's other sessions).
 */
export function verifiedTokenCache(now: () => number = Date.now) {
  const tokens = new Map<string, VerifiedToken & { expiresAt: number }>();
  return {
    get(token: string, origin: string): VerifiedToken | undefined {
      const key = `${origin} ${token}`;
      const hit = tokens.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > now()) return hit;
      tokens.delete(key);
      return undefined;
    },
    set(token: string, origin: string, verified: VerifiedToken, expiresAtSeconds: number): void {
      if (tokens.size >= MAX_TOKENS) {
        const oldest = tokens.keys().next();
        if (!oldest.done) tokens.delete(oldest.value);
      }
      tokens.set(`${origin} ${token}`, { ...verified, expiresAt: expiresAtSeconds * 1000 });
    },
    forgetGrants(grantIds: ReadonlySet<string>): void {
      for (const [key, hit] of tokens) {
        if (hit.grantId !== null && grantIds.has(hit.grantId)) tokens.delete(key);
      }
    },
  };
}
