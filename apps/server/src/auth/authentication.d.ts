import type { SubjectClaim } from '@charity/domain/claims';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from './access-token-verifier';
declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller; sets request.auth. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The verified subject claim; null on public routes. */
    auth: SubjectClaim | null;
  }
}
export declare function installAuthentication(
  app: FastifyInstance,
  verify: AccessTokenVerifier,
): void;
/** The signed-in caller, on a route behind app.authenticate. */
export declare function callerOf(request: FastifyRequest): SubjectClaim;
