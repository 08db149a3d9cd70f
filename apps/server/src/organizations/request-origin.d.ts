import type { FastifyRequest } from 'fastify';
/** The public origin the browser used: PUBLIC_ORIGIN when set, otherwise the request's. */
export declare function requestOrigin(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): string;
