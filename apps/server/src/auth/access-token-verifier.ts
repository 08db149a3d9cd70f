import { parseSubject, type SubjectClaim } from '@charity/domain/claims';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Env } from '../config/env';
import { publicJwk, type IdentityKeys } from '../identity/identity-keys.repository';
import { apiAudience, issuerFor } from '../identity/oidc-configuration';
import { verifiedTokenCache } from './verified-token-cache';

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

export type AccessTokenVerifier = (token: string, origin: string) => Promise<SubjectClaim>;

/**
 * Signature (against the embedded provider's keys, or AUTH_ISSUER's JWKS), algorithm (never
 * `none` nor HMAC), issuer, audience and expiry; then the subject must read as spec §3 says.
 */
export function accessTokenVerifier(
  env: Env,
  keys: () => Promise<IdentityKeys>,
): AccessTokenVerifier {
  const external = env.AUTH_ISSUER;
  const getKey = external
    ? remoteKeys(external)
    : memoize(async () => createLocalJWKSet({ keys: (await keys()).signing.map(publicJwk) }));

  const verified = verifiedTokenCache();
  return async (token, origin) => {
    const cached = verified.get(token, origin);
    if (cached) return cached;
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
    verified.set(token, origin, Object.freeze(claim), payload.exp ?? 0);
    return claim;
  };
}
