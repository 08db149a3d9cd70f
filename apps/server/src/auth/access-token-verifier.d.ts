import { type SubjectClaim } from '@charity/domain/claims';
import type { Env } from '../config/env';
import { type IdentityKeys } from '../identity/identity-keys.repository';
export type AccessTokenVerifier = (token: string, origin: string) => Promise<SubjectClaim>;
/**
 * Signature (against the embedded provider's keys, or AUTH_ISSUER's JWKS), algorithm (never
 * `none` nor HMAC), issuer, audience and expiry; then the subject must read as spec §3 says.
 */
export declare function accessTokenVerifier(
  env: Env,
  keys: () => Promise<IdentityKeys>,
): AccessTokenVerifier;
