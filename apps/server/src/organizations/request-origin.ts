import type { FastifyRequest } from 'fastify';

/** The public origin the browser used: PUBLIC_ORIGIN when set, otherwise the request's. */
export function requestOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}
