import type { SubjectClaim } from '@charity/domain/claims';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import type { Organization } from '../organizations/organization.repository';
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
    /** The provider's grant the caller's token came from (null: none, or an external issuer). */
    authGrantId: string | null;
    /** The organization of the request's host, read by app.authenticate: read it once. */
    hostOrganization: Organization | null;
  }
}

export function installAuthentication(app: FastifyInstance, verify: AccessTokenVerifier) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authGrantId', null);
  app.decorateRequest('hostOrganization', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    let verified: Awaited<ReturnType<AccessTokenVerifier>>;
    try {
      verified = await verify(match[1], requestOrigin(request, app.env.PUBLIC_ORIGIN));
    } catch {
      throw unauthorized();
    }
    const { claim } = verified;
    // One organization per host: a token of another organization (an external issuer serves
    // them all) reads nothing here, whatever the route checks next.
    const host = await resolveOrganizationByHost(
      app.db,
      request.host,
      app.env.DEFAULT_ORGANIZATION,
    );
    if (host.id !== claim.organizationId) {
      throw unauthorized('This account belongs to another organization: sign in on its own site.');
    }
    request.auth = claim;
    request.authGrantId = verified.grantId;
    request.hostOrganization = host;
  });
}

/** The signed-in caller, on a route behind app.authenticate. */
export function callerOf(request: FastifyRequest): SubjectClaim {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
