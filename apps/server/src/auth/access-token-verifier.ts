import { parseSubject } from '@charity/domain/claims';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Env } from '../config/env';
import { publicJwk, type IdentityKeys } from '../identity/identity-keys.repository';
import { apiAudience, issuerFor } from '../identity/oidc-configuration';
import type { GrantLiveness } from './grant-liveness';
import { verifiedTokenCache, type VerifiedToken } from './verified-token-cache';

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** The external issuer's JWKS, found through its discovery document once. */
function remoteKeys(issuer: string): () => Promise<JWTVerifyGetKey> {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  return () => {
    keys ??= fetch(`${issuer}/.well-known/openid-configuration`)
      .then((response) => response.json())
      .then((body) => createRemoteJWKSet(new URL(discoverySchema.parse(body).jwks_uri)));
    keys.catch(() => (keys = undefined));
    return keys;
  };
}

function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export type AccessTokenVerifier = (token: string, origin: string) => Promise<VerifiedToken>;

/**
 * Signature (against the embedded provider's keys, or AUTH_ISSUER's JWKS), algorithm (never
 * `none` nor HMAC), issuer, audience and expiry; then the subject must read as spec §3 says;
 * then, cached or not, the grant it was issued from (`gid`) must still exist: a password
 * change ends the account's other grants, and their tokens with them.
 */
export function accessTokenVerifier(
  env: Env,
  keys: () => Promise<IdentityKeys>,
  grants: GrantLiveness,
): AccessTokenVerifier {
  const external = env.AUTH_ISSUER;
  const getKey = external
    ? remoteKeys(external)
    : memoize(async () => createLocalJWKSet({ keys: (await keys()).signing.map(publicJwk) }));

  const verified = verifiedTokenCache();
  grants.onEnded((grantIds) => verified.forgetGrants(grantIds));
  const live = async (token: VerifiedToken) => {
    if (token.grantId !== null && !(await grants.alive(token.grantId))) {
      throw new Error('the grant of this token has ended');
    }
    return token;
  };
  return async (token, origin) => {
    const cached = verified.get(token, origin);
    if (cached) return live(cached);
    const { payload } = await jwtVerify(token, await getKey(), {
      issuer: external ?? issuerFor(origin),
      audience: env.AUTH_AUDIENCE ?? apiAudience(origin),
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
      // The embedded provider marks access tokens; an ID token must not pass for one.
      ...(external ? {} : { typ: 'at+jwt' }),
    });
    const claim = parseSubject(payload.sub);
    if (!claim) throw new Error('subject is not {organizationId}|{playerId}|{isAdmin}');
    const grantId = typeof payload.gid === 'string' && !external ? payload.gid : null;
    const result = { claim: Object.freeze(claim), grantId };
    verified.set(token, origin, result, payload.exp ?? 0);
    return live(result);
  };
}
