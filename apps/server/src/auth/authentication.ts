import type { SubjectClaim } from '@charity/domain/claims';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '../organizations/request-origin';
import type { AccessTokenVerifier } from './access-token-verifier';
import { unauthorized } from './auth-errors';

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

export function installAuthentication(app: FastifyInstance, verify: AccessTokenVerifier) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    try {
      request.auth = await verify(match[1], requestOrigin(request, app.env.PUBLIC_ORIGIN));
    } catch {
      throw unauthorized();
    }
  });
}

/** The signed-in caller, on a route behind app.authenticate. */
export function callerOf(request: FastifyRequest): SubjectClaim {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
